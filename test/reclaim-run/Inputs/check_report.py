#!/usr/bin/env python3
"""Loads a reclaim-run --report page in headless Chromium and prints what
rendered, for FileCheck.

  check_report.py REPORT.html [--screenshot OUT.png] [--width 1200]

Drives the browser through the DevTools protocol over a pipe
(--remote-debugging-pipe: requests on fd 3, answers on fd 4, NUL-separated
JSON), standard library only. Prints one `key: value` line per check:
render state, counts of rendered elements, console errors and uncaught
exceptions (each printed as `console-error: ...`), the render time reported
by the page, and the screenshot's size. Exits 0 when the page rendered;
prints `SKIP: ...` and exits 0 when no Chromium is installed.
"""

import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

BROWSERS = ["chromium", "chromium-browser", "google-chrome"]

# Counted in the page once it has rendered.
QUERIES = {
    "heap-curves": "#heap polyline.curve",
    "peak-markers": "#heap g.peak circle",
    "bars": "#buffers rect.bar",
    "leaked-bars": "#buffers rect.bar.leaked",
    "last-access-marks": "#buffers line.last-access",
    "site-rows": "#buffers path.site-row",
    "bar-tooltips": "#buffers rect.bar title",
    "site-table-rows": "#sites tbody tr",
    "stats-rows": "#stats tr",
}


class Browser:
    def __init__(self, exe, profile):
        cmd_r, self.cmd_w = os.pipe()
        self.res_r, res_w = os.pipe()

        def plumb():
            # Through fresh descriptors: dup2(3, 3) would keep fd 3
            # close-on-exec.
            ours, theirs = os.dup(cmd_r), os.dup(res_w)
            os.dup2(ours, 3)
            os.dup2(theirs, 4)

        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--no-first-run", "--disable-extensions",
             "--user-data-dir=" + profile, "--remote-debugging-pipe",
             "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, preexec_fn=plumb, close_fds=False)
        os.close(cmd_r)
        os.close(res_w)
        self.next_id = 0
        self.buffer = b""
        self.events = []

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("no answer from the browser")
            chunk = os.read(self.res_r, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        request = {"id": self.next_id, "method": method,
                   "params": params or {}}
        if session:
            request["sessionId"] = session
        os.write(self.cmd_w, json.dumps(request).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            message = self._read_message(deadline)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            self.events.append(message)

    def wait_event(self, method, timeout=30):
        deadline = time.monotonic() + timeout
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._read_message(deadline))

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def console_errors(events):
    """Console errors, uncaught exceptions and error log entries."""
    found = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in (
                "error", "assert"):
            found.append(" ".join(str(a.get("value", a.get("description")))
                                  for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            found.append(details.get("exception", {}).get(
                "description", details.get("text", "exception")))
        elif method == "Log.entryAdded" and params.get("entry", {}).get(
                "level") == "error":
            found.append(params["entry"].get("text", "log error"))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--screenshot")
    parser.add_argument("--width", type=int, default=1200)
    args = parser.parse_args()

    exe = next((shutil.which(b) for b in BROWSERS if shutil.which(b)), None)
    if not exe:
        print("SKIP: no Chromium browser installed (apt-get install chromium)")
        return 0

    profile = tempfile.mkdtemp(prefix="reclaim-report-chromium-")
    browser = Browser(exe, profile)
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})
        session = browser.call("Target.attachToTarget", {
            "targetId": target["targetId"], "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            browser.call(domain + ".enable", session=session)
        browser.call("Emulation.setDeviceMetricsOverride", {
            "width": args.width, "height": 900, "deviceScaleFactor": 1,
            "mobile": False}, session=session)
        url = "file://" + os.path.abspath(args.report)
        start = time.monotonic()
        browser.call("Page.navigate", {"url": url}, session=session)
        browser.wait_event("Page.loadEventFired", timeout=60)
        load_seconds = time.monotonic() - start

        def evaluate(expression):
            result = browser.call("Runtime.evaluate", {
                "expression": expression, "returnByValue": True},
                session=session)
            return result.get("result", {}).get("value")

        deadline = time.monotonic() + 60
        while evaluate("document.body.dataset.rendered") != "1":
            if time.monotonic() > deadline:
                break
            time.sleep(0.05)
        print("rendered: %s" % (evaluate("document.body.dataset.rendered")
                                == "1"))
        for key, selector in QUERIES.items():
            print("%s: %d" % (key, evaluate(
                "document.querySelectorAll(%s).length" % json.dumps(selector))))
        print("external-resources: %d" % evaluate(
            "document.querySelectorAll('[src],link[href]').length"))
        render_ms = evaluate("window.reclaimRenderMs")
        # Figures for benchmarks (not checked by tests).
        print("render-ms: %.0f" % (render_ms or -1))
        print("load-seconds: %.2f" % load_seconds)
        print("report-bytes: %d" % os.path.getsize(args.report))
        # Let late console messages arrive before reading them.
        evaluate("0")
        errors = console_errors(browser.events)
        for error in errors:
            print("console-error: %s" % error)
        print("console-errors: %d" % len(errors))
        if args.screenshot:
            height = evaluate("document.documentElement.scrollHeight") or 900
            browser.call("Emulation.setDeviceMetricsOverride", {
                "width": args.width, "height": min(int(height), 4000),
                "deviceScaleFactor": 1, "mobile": False}, session=session)
            shot = browser.call("Page.captureScreenshot", {"format": "png"},
                                session=session)
            png = base64.b64decode(shot["data"])
            with open(args.screenshot, "wb") as f:
                f.write(png)
            print("screenshot-png: %s" % (png[:8] == b"\x89PNG\r\n\x1a\n"))
            print("screenshot-bytes: %d" % len(png))
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
