#!/usr/bin/env python3
"""make-palette.py [OUT.png]: docs/look.md's swatches, read from the one palette (src/render/draw/Palette.h).

Writes one PNG, a row of swatches in the order Palette.h lists its colours (each drawn over the game's background
with its alpha, on a strip of the background), and prints the Markdown table of names and values that docs/look.md
keeps under it. Aliases (kBoxOverlapping = kInside) and derived colours are left out: they are their source's swatch.
Python's standard library only (no imaging package is needed).
"""
import re
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs/pictures/look/palette.png"
LINE = re.compile(r"^inline constexpr SDL_Color (k\w+)\{(\d+), (\d+), (\d+), (\d+)\};\s*(?://\s*(.*))?$")

colours = []
for line in (ROOT / "src/render/draw/Palette.h").read_text().splitlines():
    m = LINE.match(line)
    if m:
        colours.append((m[1], tuple(int(m[i]) for i in range(2, 6)), m[6] or ""))
if len(colours) < 10:
    sys.exit(f"make-palette.py: found only {len(colours)} colours in Palette.h")

SIDE, GAP = 40, 6
background = colours[0][1][:3]  # kBackground comes first
width = len(colours) * (SIDE + GAP) + GAP
height = SIDE + 2 * GAP
rows = []
for y in range(height):
    row = bytearray([0])  # filter: none
    for x in range(width):
        pixel = background
        i, within = divmod(x - GAP, SIDE + GAP)
        if 0 <= i < len(colours) and within < SIDE and GAP <= y < GAP + SIDE:
            r, g, b, a = colours[i][1]
            pixel = tuple(round((c * a + bg * (255 - a)) / 255) for c, bg in zip((r, g, b), background))
        row += bytes(pixel)
    rows.append(bytes(row))


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
OUT.parent.mkdir(parents=True, exist_ok=True)
OUT.write_bytes(png)
print("| # | name | r, g, b, alpha | what |\n|---|---|---|---|")
for i, (name, (r, g, b, a), note) in enumerate(colours, 1):
    print(f"| {i} | `{name}` | {r}, {g}, {b}, {a} | {note} |")
