#!/usr/bin/env python3
"""Looks at an HTML page in one headless Chromium, driven over its DevTools pipe (no packages).

    check-html.py BROWSER HTML OUT_PREFIX WIDTHS MAX_PAGES [--no-sandbox]

At each screen width in WIDTHS (comma separated CSS pixels) and on printed A4 (the print stylesheet
at the paper's width inside the page's @page margin) it saves a full-page PNG (OUT_PREFIX-390.png,
…, OUT_PREFIX-a4.png) and measures every piece of text: it must lie within the page and inside any
box that clips it (an SVG's viewport, an overflow), the page must not scroll sideways, and no two
pieces of text may overlap. It prints the page to PDF on A4 and on Letter (OUT_PREFIX.pdf is the
A4 one), each at most MAX_PAGES pages. Exit 0 when every check holds, 1 naming each problem.
"""

import base64
import fcntl
import json
import os
import re
import select
import subprocess
import sys
import tempfile
import time

# Runs inside the page: every visible text box, and what is wrong with any of them.
MEASURE = r"""
(async () => {
  await document.fonts.ready;
  const root = document.documentElement;
  const width = root.clientWidth;
  const problems = [];
  const say = (text) => JSON.stringify(text.trim().replace(/\s+/g, " ").slice(0, 40));
  if (root.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${width}`);
  const boxes = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(), index = 0; node; node = walker.nextNode(), index++) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element || element.closest("title, style, script")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = element instanceof SVGElement ? [element.getBoundingClientRect()] : [...range.getClientRects()];
    for (const rect of rects) {
      if (rect.width < 0.5 || rect.height < 0.5) continue;
      const box = { left: rect.left + scrollX, right: rect.right + scrollX, top: rect.top + scrollY,
        bottom: rect.bottom + scrollY, node: index, text: node.textContent };
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(`outside the page: ${say(box.text)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
      }
      for (let clip = element.parentElement; clip && clip !== document.body; clip = clip.parentElement) {
        const style = getComputedStyle(clip);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const frame = clip.getBoundingClientRect();
        if (rect.left < frame.left - 0.5 || rect.right > frame.right + 0.5 || rect.top < frame.top - 0.5 ||
            rect.bottom > frame.bottom + 0.5) {
          problems.push(`clipped by its <${clip.tagName.toLowerCase()}>: ${say(box.text)}`);
          break;
        }
      }
      boxes.push(box);
    }
  }
  // Sorted by top, each box is compared only with those starting above its bottom.
  boxes.sort((a, b) => a.top - b.top);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length && boxes[j].top < boxes[i].bottom - 1; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.node === b.node) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (across > 1 && down > 1) problems.push(`overlapping text: ${say(a.text)} and ${say(b.text)}`);
    }
  }
  return { width, height: root.scrollHeight, texts: boxes.length, problems };
})()
"""

PAPERS = {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}
MM = 96 / 25.4


class Browser:
    def __init__(self, binary, profile, no_sandbox):
        browser_reads, self.write_end = os.pipe()
        self.read_end, browser_writes = os.pipe()

        # The browser's ends are moved above 10 first, so putting them at 3 and 4 in the child never
        # overwrites one with the other, and dup2 always makes a copy that survives exec.
        def high(fd):
            moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
            os.close(fd)
            return moved

        to_browser, from_browser = high(browser_reads), high(browser_writes)

        def wire():
            os.dup2(to_browser, 3)
            os.dup2(from_browser, 4)

        flags = ["--headless", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage", "--no-first-run",
                 "--remote-debugging-pipe", f"--user-data-dir={profile}", "--force-device-scale-factor=1"]
        if no_sandbox:
            flags.append("--no-sandbox")
        self.process = subprocess.Popen([binary, *flags], preexec_fn=wire, close_fds=False,
                                        stdout=subprocess.DEVNULL, stderr=open(f"{profile}.log", "wb"))
        for fd in (to_browser, from_browser):
            os.close(fd)
        self.buffer = b""
        self.events = []
        self.next_id = 0

    def _read(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.read_end], [], [], left)[0]:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.read_end, 1 << 20)
            if not chunk:
                raise EOFError("Chromium closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.write_end, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait(self, event, session, timeout=60):
        deadline = time.monotonic() + timeout
        while True:
            for index, message in enumerate(self.events):
                if message.get("method") == event and message.get("sessionId") == session:
                    del self.events[index]
                    return message
            self.events.append(self._read(deadline))

    def close(self):
        try:
            self.send("Browser.close", timeout=10)
        except (OSError, EOFError, TimeoutError, RuntimeError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def main():
    binary, html, prefix, widths, max_pages = sys.argv[1:6]
    no_sandbox = "--no-sandbox" in sys.argv[6:]
    text = open(html, encoding="utf-8").read()
    landscape = bool(re.search(r"size:\s*landscape", text))
    margin = re.search(r"@page\s*{[^}]*margin:\s*([\d.]+)mm", text)
    margin_mm = float(margin.group(1)) if margin else 10.0
    failures = []
    summary = []
    with tempfile.TemporaryDirectory() as work:
        browser = Browser(binary, os.path.join(work, "profile"), no_sandbox)
        try:
            target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            browser.send("Page.enable", session=session)

            def look(name, width, height, media):
                browser.send("Emulation.setEmulatedMedia", {"media": media}, session)
                browser.send("Emulation.setDeviceMetricsOverride",
                             {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
                browser.send("Page.navigate", {"url": "file://" + os.path.abspath(html)}, session)
                browser.wait("Page.loadEventFired", session)
                found = browser.send("Runtime.evaluate", {"expression": MEASURE, "awaitPromise": True,
                                                          "returnByValue": True}, session)
                if "exceptionDetails" in found:
                    raise RuntimeError(f"the measuring script failed: {found['exceptionDetails'].get('text')}")
                result = found["result"]["value"]
                size = browser.send("Page.getLayoutMetrics", session=session)["cssContentSize"]
                shot = browser.send("Page.captureScreenshot", {
                    "format": "png", "captureBeyondViewport": True,
                    "clip": {"x": 0, "y": 0, "width": width, "height": size["height"], "scale": 1}}, session)
                png = f"{prefix}-{name}.png"
                with open(png, "wb") as out:
                    out.write(base64.b64decode(shot["data"]))
                if result["texts"] == 0:
                    failures.append(f"{name}: no text on the page")
                failures.extend(f"{name}: {problem}" for problem in result["problems"][:12])
                if len(result["problems"]) > 12:
                    failures.append(f"{name}: … {len(result['problems']) - 12} more problems")
                summary.append(f"{name} {result['width']}×{result['height']} ({result['texts']} texts)")
                print(png)

            for width in [int(w) for w in widths.split(",") if w]:
                look(str(width), width, 900, "screen")
            paper_width, paper_height = PAPERS["A4"]
            if landscape:
                paper_width = paper_height
            # A short window, so the page's own height shows in the summary (the PDFs count the sheets).
            look("a4", round((paper_width - 2 * margin_mm) * MM), 300, "print")

            browser.send("Emulation.clearDeviceMetricsOverride", session=session)
            browser.send("Emulation.setEmulatedMedia", {"media": ""}, session)
            for paper, (width_mm, height_mm) in PAPERS.items():
                pdf = browser.send("Page.printToPDF", {
                    "landscape": landscape, "paperWidth": width_mm / 25.4, "paperHeight": height_mm / 25.4,
                    "printBackground": True, "displayHeaderFooter": False}, session)
                data = base64.b64decode(pdf["data"])
                pages = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))
                if pages < 1 or pages > int(max_pages):
                    failures.append(f"on {paper} paper it prints on {pages} pages, expected 1 to {max_pages}")
                summary.append(f"{pages} {paper} page{'s' if pages != 1 else ''}")
                if paper == "A4":
                    with open(f"{prefix}.pdf", "wb") as out:
                        out.write(data)
                    print(f"{prefix}.pdf")
        finally:
            browser.close()
    for failure in failures:
        print(f"check-html: {failure}", file=sys.stderr)
    print(f"check-html: {'; '.join(summary)}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (OSError, EOFError, TimeoutError, RuntimeError) as error:
        print(f"check-html: Chromium could not be driven: {error}", file=sys.stderr)
        sys.exit(1)
