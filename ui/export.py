"""Show your work: the current run of a stepped view as an animation (a GIF through Pillow, or
numbered PNG frames) and as a report folder (``index.html`` with the plots as PNG, the
parameters, the formulas with their numbers as the explanation panel shows them at the step on
show, and the tables as CSV).

Frames are pictures of the view itself: the cursor of the view's model visits the steps, the
view draws each (as scrubbing the history does; nothing is recomputed), and the cursor goes
back where it was.
"""
from __future__ import annotations

import csv
import html
import re
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

MAX_FRAMES = 150          # a longer run is sampled evenly (first and last step always in)
FRAME_MS = 400
STYLE = ("body{font-family:sans-serif;max-width:70em;margin:2em auto} "
         "table{border-collapse:collapse} td,th{border:1px solid #ccc;padding:2px 6px}")


def frame_indices(n_steps: int, max_frames: int = MAX_FRAMES) -> list[int]:
    """History indices 0 … n_steps to draw, at most ``max_frames`` of them, evenly spread."""
    if n_steps + 1 <= max_frames:
        return list(range(n_steps + 1))
    return sorted(set(np.linspace(0, n_steps, max_frames).round().astype(int).tolist()))


def _image(widget) -> QImage:
    QApplication.processEvents()       # pending repaints of the step just drawn
    if widget.width() < 100 or widget.height() < 100:
        widget.resize(max(widget.width(), 800), max(widget.height(), 600))   # never shown yet
    image = QImage(widget.size(), QImage.Format_RGBA8888)
    image.fill(Qt.white)
    painter = QPainter(image)
    try:                               # render, not grab: a view on a page not shown paints too
        widget.render(painter)
    finally:
        painter.end()
    if image.isNull():
        raise ValueError("the view has nothing to draw yet; show it once, then export")
    return image


def _to_array(image: QImage) -> np.ndarray:
    w, h, stride = image.width(), image.height(), image.bytesPerLine()
    buf = np.frombuffer(bytes(image.constBits()), np.uint8, count=image.sizeInBytes())
    return buf.reshape(h, stride // 4, 4)[:, :w].copy()


def export_animation(binding, path) -> Path:
    """Every step of the view's run (sampled to MAX_FRAMES) as a GIF at ``path``; without
    Pillow, or for a path not ending in .gif, numbered PNG frames in the folder ``path``."""
    path = Path(path)
    history = binding.model.history
    keep = history.cursor
    frames = []
    try:
        for k in frame_indices(len(history) - 1):
            history.move(k)
            binding.redraw_now()
            frames.append(_image(binding.frame_widget()))
    finally:
        history.move(keep)
        binding.redraw_now()
    try:
        from PIL import Image
    except ImportError:                # Pillow is a dependency; a bare install still works
        Image = None
    if path.suffix.lower() == ".gif" and Image is not None:
        pictures = [Image.fromarray(_to_array(f), "RGBA").convert("RGB") for f in frames]
        pictures[0].save(path, save_all=True, append_images=pictures[1:], duration=FRAME_MS,
                         loop=0, optimize=False)
        return path
    folder = path.with_suffix("") if path.suffix else path
    folder.mkdir(parents=True, exist_ok=True)
    for i, f in enumerate(frames):
        f.save(str(folder / f"frame_{i:04d}.png"))
    return folder


def _body(rich: str) -> str:
    """The body of a QTextDocument's HTML (the explanation panel's formulas and numbers)."""
    m = re.search(r"<body[^>]*>(.*)</body>", rich, re.S | re.I)
    return m.group(1) if m else rich


def write_csv(path: Path, header, rows) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def export_report(binding, folder, *, animation: bool = True) -> Path:
    """A report folder for the view's run: ``index.html`` (parameters, the step on show, its
    plots as PNG, the explanation with its numbers, the tables' first rows), one CSV per
    table, and ``animation.gif`` of the run."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    model = binding.model
    binding.redraw_now()
    parts = binding.report()
    out = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Trellis: "
           f"{html.escape(binding.title)}</title><style>{STYLE}</style></head><body>",
           f"<h1>{html.escape(binding.title)}</h1>",
           f"<p>Step {model.history.cursor} of {len(model.history) - 1}.</p>",
           "<h2>Parameters</h2><table>"]
    for name, value in model.params.to_json().items():
        out.append(f"<tr><th>{html.escape(name)}</th><td>{html.escape(str(value))}</td></tr>")
    out.append("</table>")
    if animation and len(model.history) > 1:
        export_animation(binding, folder / "animation.gif")
        out.append("<h2>The run</h2><img src='animation.gif' alt='every step of the run'>")
    out.append("<h2>Plots at this step</h2>")
    for name, widget in parts.get("images", {}).items():
        _image(widget).save(str(folder / f"{name}.png"))
        out.append(f"<p><img src='{name}.png' alt='{html.escape(name)}'></p>")
    out.append("<h2>The formulas with their numbers</h2>")
    out.append(_body(parts.get("html", "")))
    for name, (header, rows) in parts.get("tables", {}).items():
        rows = list(rows)
        write_csv(folder / f"{name}.csv", header, rows)
        out.append(f"<h2>Table: {html.escape(name)}</h2><p><a href='{name}.csv'>{name}.csv"
                   f"</a> ({len(rows):,} rows)</p><table><tr>"
                   + "".join(f"<th>{html.escape(str(h))}</th>" for h in header) + "</tr>")
        for row in rows[:20]:
            out.append("<tr>" + "".join(f"<td>{html.escape(_cell(v))}</td>" for v in row)
                       + "</tr>")
        out.append("</table>")
    out.append("</body></html>")
    (folder / "index.html").write_text("\n".join(out), encoding="utf-8")
    return folder


def _cell(v) -> str:
    return f"{v:.6g}" if isinstance(v, float) else str(v)
