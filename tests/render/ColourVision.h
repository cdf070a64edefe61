#pragma once
// Colour science for the palette's tests, test-only: how a colour looks to someone with protanopia, deuteranopia or
// tritanopia (Machado, Oliveira and Fernandes 2009, severity 1, applied to linear sRGB), how far apart two colours
// look (CIEDE2000 in CIELAB, D65), and WCAG 2's contrast ratio. Checked against published values in PaletteTests.

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace testing {

/// A colour in linear-light sRGB, each channel in [0, 1].
using Linear = std::array<double, 3>;
/// A colour in CIELAB (L*, a*, b*), D65 white.
using Lab = std::array<double, 3>;

/// The vision a colour is seen with: normal, or one of the three dichromacies.
enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
inline constexpr std::array<Vision, 4> kVisions{Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia};

inline const char* nameOf(Vision v) {
    switch (v) {
        case Vision::Normal: return "normal vision";
        case Vision::Protanopia: return "protanopia";
        case Vision::Deuteranopia: return "deuteranopia";
        case Vision::Tritanopia: return "tritanopia";
    }
    return "?";
}

/// An 8-bit sRGB channel in linear light (IEC 61966-2-1).
inline double linearOf(Uint8 channel) {
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

inline Linear linearOf(SDL_Color c) { return {linearOf(c.r), linearOf(c.g), linearOf(c.b)}; }

/// `c` as seen with `vision`: Machado et al. 2009's matrix for severity 1 on linear sRGB, clamped to the gamut.
inline Linear seenWith(Vision vision, SDL_Color c) {
    using Matrix = std::array<std::array<double, 3>, 3>;
    static constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
    static constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
    static constexpr Matrix kTritanopia{{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
    const Linear l = linearOf(c);
    if (vision == Vision::Normal) return l;
    const Matrix& m = vision == Vision::Protanopia ? kProtanopia : vision == Vision::Deuteranopia ? kDeuteranopia : kTritanopia;
    Linear out{};
    for (std::size_t i = 0; i < 3; ++i) out[i] = std::clamp(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2], 0.0, 1.0);
    return out;
}

/// Linear sRGB in CIELAB (D65).
inline Lab labOf(const Linear& l) {
    const double x = 0.4124564 * l[0] + 0.3575761 * l[1] + 0.1804375 * l[2];
    const double y = 0.2126729 * l[0] + 0.7151522 * l[1] + 0.0721750 * l[2];
    const double z = 0.0193339 * l[0] + 0.1191920 * l[1] + 0.9503041 * l[2];
    const auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    const double fx = f(x / 0.95047), fy = f(y), fz = f(z / 1.08883);
    return {116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)};
}

/// CIEDE2000's colour difference (Sharma, Wu and Dalal 2005), kL = kC = kH = 1.
inline double ciede2000(const Lab& one, const Lab& two) {
    constexpr double kPi = std::numbers::pi;
    const auto degrees = [](double radians) { return radians * 180.0 / kPi; };
    const auto radians = [](double deg) { return deg * kPi / 180.0; };
    const double c1 = std::hypot(one[1], one[2]), c2 = std::hypot(two[1], two[2]);
    const double cMean7 = std::pow((c1 + c2) / 2.0, 7.0);
    const double g = 0.5 * (1.0 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7.0))));
    const double a1 = (1.0 + g) * one[1], a2 = (1.0 + g) * two[1];
    const double cp1 = std::hypot(a1, one[2]), cp2 = std::hypot(a2, two[2]);
    const auto hue = [&](double b, double a) { return a == 0.0 && b == 0.0 ? 0.0 : std::fmod(degrees(std::atan2(b, a)) + 360.0, 360.0); };
    const double h1 = hue(one[2], a1), h2 = hue(two[2], a2);
    double dh = 0.0;
    if (cp1 * cp2 != 0.0) dh = h2 - h1 > 180.0 ? h2 - h1 - 360.0 : h2 - h1 < -180.0 ? h2 - h1 + 360.0 : h2 - h1;
    const double dL = two[0] - one[0], dC = cp2 - cp1, dH = 2.0 * std::sqrt(cp1 * cp2) * std::sin(radians(dh / 2.0));
    const double lMean = (one[0] + two[0]) / 2.0, cpMean = (cp1 + cp2) / 2.0;
    double hMean = h1 + h2;
    if (cp1 * cp2 != 0.0) hMean = std::abs(h1 - h2) <= 180.0 ? hMean / 2.0 : hMean < 360.0 ? (hMean + 360.0) / 2.0 : (hMean - 360.0) / 2.0;
    const double t = 1.0 - 0.17 * std::cos(radians(hMean - 30.0)) + 0.24 * std::cos(radians(2.0 * hMean)) +
                     0.32 * std::cos(radians(3.0 * hMean + 6.0)) - 0.20 * std::cos(radians(4.0 * hMean - 63.0));
    const double dTheta = 30.0 * std::exp(-std::pow((hMean - 275.0) / 25.0, 2.0));
    const double cpMean7 = std::pow(cpMean, 7.0);
    const double rC = 2.0 * std::sqrt(cpMean7 / (cpMean7 + std::pow(25.0, 7.0)));
    const double sL = 1.0 + 0.015 * (lMean - 50.0) * (lMean - 50.0) / std::sqrt(20.0 + (lMean - 50.0) * (lMean - 50.0));
    const double sC = 1.0 + 0.045 * cpMean, sH = 1.0 + 0.015 * cpMean * t;
    const double rT = -std::sin(radians(2.0 * dTheta)) * rC;
    const double l = dL / sL, c = dC / sC, h = dH / sH;
    return std::sqrt(l * l + c * c + h * h + rT * c * h);
}

/// How far apart `one` and `two` look with `vision`, in CIEDE2000 units.
inline double differenceSeenWith(Vision vision, SDL_Color one, SDL_Color two) { return ciede2000(labOf(seenWith(vision, one)), labOf(seenWith(vision, two))); }

/// WCAG 2's relative luminance.
inline double luminanceOf(SDL_Color c) {
    const Linear l = linearOf(c);
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

/// WCAG 2's contrast ratio, 1 to 21.
inline double contrastRatio(SDL_Color one, SDL_Color two) {
    const double a = luminanceOf(one), b = luminanceOf(two);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

}  // namespace testing
