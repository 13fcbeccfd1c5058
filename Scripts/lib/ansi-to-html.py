#!/usr/bin/env python3
"""Turns a terminal's text with its colour codes (tmux capture-pane -e, --color always) into one
HTML page that looks like that terminal: a dark window, a monospace font, the SGR colours.

    ansi-to-html.py TITLE < TEXT > PAGE

Only SGR sequences (ESC [ … m) are read; any other escape sequence is dropped.
"""

import html
import re
import sys

# xterm's default palette: the 16 named colours, then the 6×6×6 cube and the grey ramp.
PALETTE = ["#2e3440", "#bf616a", "#a3be8c", "#ebcb8b", "#81a1c1", "#b48ead", "#88c0d0", "#e5e9f0",
           "#4c566a", "#bf616a", "#a3be8c", "#ebcb8b", "#81a1c1", "#b48ead", "#8fbcbb", "#eceff4"]
PALETTE += [f"#{r:02x}{g:02x}{b:02x}" for r in (0, 95, 135, 175, 215, 255)
            for g in (0, 95, 135, 175, 215, 255) for b in (0, 95, 135, 175, 215, 255)]
PALETTE += [f"#{v:02x}{v:02x}{v:02x}" for v in range(8, 248, 10)]


def apply(codes, style):
    codes = codes or [0]
    i = 0
    while i < len(codes):
        code = codes[i]
        if code == 0:
            style.clear()
        elif code in (1, 2, 3, 4, 7):
            style[code] = True
        elif code == 22:
            style.pop(1, None), style.pop(2, None)
        elif code in (23, 24, 27):
            style.pop(code - 20, None)
        elif 30 <= code <= 37 or 90 <= code <= 97:
            style["fg"] = PALETTE[code - 30 if code < 90 else code - 82]
        elif 40 <= code <= 47 or 100 <= code <= 107:
            style["bg"] = PALETTE[code - 40 if code < 100 else code - 92]
        elif code in (39, 49):
            style.pop("fg" if code == 39 else "bg", None)
        elif code in (38, 48) and i + 1 < len(codes):
            key = "fg" if code == 38 else "bg"
            if codes[i + 1] == 5 and i + 2 < len(codes):
                style[key] = PALETTE[codes[i + 2] % 256]
                i += 2
            elif codes[i + 1] == 2 and i + 4 < len(codes):
                style[key] = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                i += 4
        i += 1


def css(style):
    fg, bg = style.get("fg"), style.get("bg")
    if style.get(7):
        fg, bg = bg or "#2e3440", fg or "#d8dee9"
    rules = []
    if fg: rules.append(f"color:{fg}")
    if bg: rules.append(f"background:{bg}")
    if style.get(1): rules.append("font-weight:bold")
    if style.get(2): rules.append("opacity:.55")
    if style.get(3): rules.append("font-style:italic")
    if style.get(4): rules.append("text-decoration:underline")
    return ";".join(rules)


def main():
    title = sys.argv[1] if len(sys.argv) > 1 else "terminal"
    text = sys.stdin.read()
    out, style = [], {}
    for piece in re.split(r"(\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]|\x1b[=>])", text):
        if piece.startswith("\x1b"):
            if piece.endswith("m") and piece.startswith("\x1b["):
                apply([int(c) if c else 0 for c in piece[2:-1].split(";")], style)
            continue
        if not piece:
            continue
        rules = css(style)
        escaped = html.escape(piece)
        out.append(f'<span style="{rules}">{escaped}</span>' if rules else escaped)
    body = "".join(out).rstrip("\n")
    print(f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
html, body {{ margin: 0; background: #2e3440; }}
pre {{ margin: 0; padding: 12px 14px; color: #d8dee9; font: 15px/1.15 "DejaVu Sans Mono", monospace; }}
</style></head>
<body><pre>{body}</pre></body></html>""")


if __name__ == "__main__":
    main()
