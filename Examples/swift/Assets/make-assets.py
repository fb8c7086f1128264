#!/usr/bin/env python3
"""Draws the example pictures in this folder: twelve landscapes (JPEG, through cjpeg from
Debian's libjpeg-turbo-progs) and six avatars at 2x and 3x (PNG, written here with zlib).

Everything is computed from the numbers below, so the files can be made again byte for byte.
They are this project's own, given to the public domain (CC0 1.0), like the script.
"""
import math
import os
import struct
import subprocess
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

# Sky top, sky bottom, sun, far hills, near hills, water (None: no lake).
SCENES = [
    ("dawn", (36, 59, 120), (246, 160, 112), (255, 226, 160), (88, 74, 120), (42, 38, 70), None),
    ("noon", (64, 140, 230), (170, 214, 250), (255, 250, 220), (96, 150, 110), (50, 110, 70), None),
    ("dusk", (70, 40, 110), (250, 120, 90), (255, 200, 120), (120, 60, 90), (50, 30, 60), (90, 50, 100)),
    ("fjord", (120, 170, 210), (210, 230, 240), (255, 255, 240), (110, 130, 150), (60, 80, 100), (70, 110, 150)),
    ("desert", (90, 160, 230), (240, 220, 190), (255, 245, 200), (220, 170, 110), (190, 130, 80), None),
    ("meadow", (110, 180, 240), (220, 240, 250), (255, 250, 210), (120, 180, 90), (70, 140, 60), None),
    ("night", (10, 14, 40), (40, 50, 100), (240, 240, 220), (30, 40, 70), (15, 20, 40), (25, 35, 80)),
    ("autumn", (120, 170, 220), (250, 220, 180), (255, 240, 200), (200, 110, 50), (140, 60, 30), None),
    ("glacier", (150, 200, 240), (235, 245, 250), (255, 255, 255), (200, 220, 235), (150, 180, 210), (120, 170, 210)),
    ("storm", (60, 70, 80), (140, 150, 160), (200, 200, 190), (70, 80, 80), (40, 50, 50), (80, 90, 100)),
    ("tropics", (40, 170, 230), (190, 240, 250), (255, 250, 200), (40, 150, 110), (20, 110, 80), (30, 180, 190)),
    ("lavender", (120, 110, 200), (240, 200, 230), (255, 240, 230), (150, 110, 180), (100, 70, 140), None),
]

AVATARS = [(66, 133, 244), (234, 67, 53), (52, 168, 83), (251, 188, 5), (155, 81, 224), (0, 172, 193)]


def mix(a, b, t):
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def ridge(x, seed, base, amplitude):
    """A hill line: a few sines of different lengths."""
    return base + amplitude * (0.5 * math.sin(x * 0.011 + seed) + 0.3 * math.sin(x * 0.027 + seed * 2.1)
                               + 0.2 * math.sin(x * 0.061 + seed * 3.7))


def landscape(index, size=400):
    name, top, bottom, sun, far, near, water = SCENES[index]
    sun_x, sun_y, sun_r = size * (0.25 + 0.5 * ((index * 37) % 11) / 10), size * 0.42, size * 0.08
    lake = size * 0.78 if water else size + 1
    rows = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            sky_y = y if y < lake else 2 * lake - y      # the lake mirrors the sky
            colour = mix(top, bottom, min(1, sky_y / (size * 0.75)))
            d = math.hypot(x - sun_x, sky_y - sun_y)
            if d < sun_r:
                colour = sun
            elif d < sun_r * 2.2:
                colour = mix(sun, colour, (d - sun_r) / (sun_r * 1.2))
            if sky_y > ridge(x, index + 1, size * 0.55, size * 0.06):
                colour = far
            if sky_y > ridge(x, index + 7, size * 0.68, size * 0.05):
                colour = near
            if y >= lake:
                ripple = 0.85 + 0.15 * math.sin(y * 0.9 + x * 0.05)
                colour = mix(water, colour, 0.45 * ripple)
            row += bytes(colour)
        rows.append(bytes(row))
    return name, rows


def write_jpeg(path, rows, size):
    ppm = b"P6\n%d %d\n255\n" % (size, size) + b"".join(rows)
    jpeg = subprocess.run(["cjpeg", "-quality", "82", "-optimize"], input=ppm, capture_output=True, check=True).stdout
    with open(path, "wb") as out:
        out.write(jpeg)


def write_png(path, width, height, rgba_rows):
    raw = b"".join(b"\x00" + row for row in rgba_rows)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as out:
        out.write(png)


def avatar(colour, size):
    """A head and shoulders in white on `colour`, its edges smoothed over a pixel."""
    rows = []
    light = mix(colour, (255, 255, 255), 0.25)
    for y in range(size):
        row = bytearray()
        for x in range(size):
            u, v = (x + 0.5) / size, (y + 0.5) / size
            background = mix(light, colour, v)
            head = 0.19 - math.hypot(u - 0.5, v - 0.4)
            body = 0.36 - math.hypot((u - 0.5) * 1.0, (v - 1.02) * 1.25)
            cover = max(0.0, min(1.0, max(head, body) * size + 0.5))
            pixel = mix(background, (255, 255, 255), cover * 0.92)
            row += bytes(pixel) + b"\xff"
        rows.append(bytes(row))
    return rows


def main():
    for index in range(len(SCENES)):
        name, rows = landscape(index)
        write_jpeg(os.path.join(HERE, "photo-%02d.jpg" % (index + 1)), rows, 400)
    for number, colour in enumerate(AVATARS, start=1):
        for scale in (2, 3):
            size = 40 * scale
            write_png(os.path.join(HERE, "avatar-%d@%dx.png" % (number, scale)), size, size, avatar(colour, size))


if __name__ == "__main__":
    main()
