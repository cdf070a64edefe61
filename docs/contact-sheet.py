"""Contact sheet: reads lines of PNG paths on stdin (one line a row, paths
separated by spaces), shrinks each picture by a whole step to at most 480
pixels wide (nearest pixel), and writes them as one PNG, rows top to bottom,
4 pixels of dark grey between. Pictures are read through `convert FILE.png
ppm:-` (binary PPM, P6), so no image library is needed.
    python3 docs/contact-sheet.py OUT.png < rows.txt
"""
import subprocess
import sys
import zlib
import struct

WIDEST = 480
GAP = 4
BACK = bytes((32, 32, 32))


def read_ppm(path):
    data = subprocess.run(["convert", path, "ppm:-"], check=True, capture_output=True).stdout
    fields, at = [], 0
    while len(fields) < 4:  # magic, width, height, maxval, with comments and whitespace between
        while data[at:at + 1].isspace():
            at += 1
        if data[at:at + 1] == b"#":
            at = data.index(b"\n", at) + 1
            continue
        end = at
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[at:end])
        at = end
    if fields[0] != b"P6" or fields[3] != b"255":
        raise SystemExit(f"contact-sheet.py: {path}: not an 8-bit binary PPM from convert")
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[at + 1:at + 1 + width * height * 3]


def shrunk(width, height, pixels):
    step = -(-width // WIDEST)  # the smallest whole step that fits
    rows = []
    for y in range(0, height, step):
        row = pixels[y * width * 3:(y + 1) * width * 3]
        r, g, b = row[0::3 * step], row[1::3 * step], row[2::3 * step]
        out = bytearray(3 * len(r))
        out[0::3], out[1::3], out[2::3] = r, g, b
        rows.append(bytes(out))
    return len(rows[0]) // 3, rows


def write_png(path, width, rows):
    raw = b"".join(b"\x00" + row for row in rows)
    chunk = lambda kind, body: struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    sheet = []  # rows of pixel rows
    for line in sys.stdin:
        pictures = [shrunk(*read_ppm(p)) for p in line.split()]
        if not pictures:
            continue
        height = max(len(rows) for _, rows in pictures)
        for y in range(height):
            parts = []
            for width, rows in pictures:
                parts.append(BACK * GAP + (rows[y] if y < len(rows) else BACK * width))
            sheet.append(b"".join(parts))
        sheet.extend([b""] * GAP)
    width = max(len(row) for row in sheet) // 3
    write_png(sys.argv[1], width, [row + BACK * (width - len(row) // 3) for row in sheet])


main()
