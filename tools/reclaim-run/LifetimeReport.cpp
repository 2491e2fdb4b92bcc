//===- LifetimeReport.cpp - reclaim-run's HTML lifetime report ------------===//
//
// Writes --report=FILE.html: one self-contained page (inline CSS, JavaScript
// and SVG; nothing is fetched) that shows where a run's heap memory went:
//
//   * live heap bytes over time of the checked run and of the reference run
//     (--reference), and the ideal curve (every block freed right after its
//     last access, the liveness lower bound); peaks marked;
//   * one bar per buffer from its allocation to its free (to the end of the
//     run if it leaked), its last access marked, coloured by its allocation
//     site; hovering shows the site, call chain, size and times;
//   * a table of allocation sites with their call chains.
//
// Time is the runtime's event clock (allocations, frees and tracked
// accesses); each run is drawn over its own events, scaled to the same width.
// Curves are reduced to kCurvePoints buckets keeping each bucket's maximum,
// so peaks survive. Runs with more than kMaxBars blocks are drawn aggregated:
// one row per allocation site (the kMaxSiteRows largest, the rest merged)
// showing that site's live bytes over time. The data is computed here, so the
// page stays small (well under a megabyte for any run) and renders fast.
//
//===----------------------------------------------------------------------===//

#include "ReclaimRun.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>

using namespace mlir;
using namespace reclaim;
using namespace reclaim::run;

namespace {

/// Points per curve (buckets of the time axis).
constexpr size_t kCurvePoints = 1000;
/// Runs with more blocks are drawn aggregated by allocation site.
constexpr size_t kMaxBars = 2000;
/// Aggregated view: rows drawn; further sites are merged into one row.
constexpr size_t kMaxSiteRows = 40;
/// Aggregated view: points per site row.
constexpr size_t kRowPoints = 300;

/// A step function of live bytes, reduced to buckets that keep their maximum.
struct Curve {
  std::vector<uint64_t> maxPerBucket;
  uint64_t peak = 0;
  /// Event time of the first peak.
  uint64_t peakTime = 0;
};

/// One change of live bytes: at `time` (doubled event time: frees at 2t,
/// allocations at 2t, ends of ideal lifetimes at 2t+1).
struct Delta {
  uint64_t time;
  int64_t bytes;
  uint32_t group;
  bool operator<(const Delta &other) const { return time < other.time; }
};

/// Sweeps `deltas` (sorted) and fills one curve per group with `points`
/// buckets over [0, 2 * events].
void sweep(const std::vector<Delta> &deltas, uint64_t events, size_t points,
           std::vector<Curve> &curves) {
  std::vector<int64_t> live(curves.size(), 0);
  for (Curve &curve : curves)
    curve.maxPerBucket.assign(points, 0);
  // Doubled times run over [0, 2 * (events + 1)): the page's time axis is
  // [0, events + 1).
  uint64_t span = 2 * (events + 1);
  size_t next = 0;
  for (size_t bucket = 0; bucket < points; ++bucket) {
    uint64_t end = (bucket + 1) * span / points;
    // The value at the start of the bucket counts too (flat stretches).
    for (size_t g = 0; g < curves.size(); ++g)
      curves[g].maxPerBucket[bucket] = uint64_t(std::max<int64_t>(live[g], 0));
    for (; next < deltas.size() && deltas[next].time < end; ++next) {
      const Delta &d = deltas[next];
      live[d.group] += d.bytes;
      Curve &curve = curves[d.group];
      uint64_t value = uint64_t(std::max<int64_t>(live[d.group], 0));
      curve.maxPerBucket[bucket] = std::max(curve.maxPerBucket[bucket], value);
      if (value > curve.peak) {
        curve.peak = value;
        curve.peakTime = d.time / 2;
      }
    }
  }
}

/// The live-bytes curve of `run` (frees, or ideal: last accesses).
Curve computeCurve(const RunResult &run, bool ideal) {
  std::vector<Delta> deltas;
  deltas.reserve(2 * run.blocks.size());
  for (const runtime::BlockRecord &b : run.blocks) {
    deltas.push_back({2 * b.allocTime, int64_t(b.size), 0});
    if (ideal)
      deltas.push_back({2 * b.lastAccessTime + 1, -int64_t(b.size), 0});
    else if (b.freeTime)
      deltas.push_back({2 * b.freeTime, -int64_t(b.size), 0});
  }
  std::stable_sort(deltas.begin(), deltas.end());
  std::vector<Curve> curves(1);
  sweep(deltas, run.stats ? run.stats->events : 0, kCurvePoints, curves);
  return curves[0];
}

void writeCurve(llvm::json::OStream &j, StringRef key, const Curve &curve) {
  j.attributeObject(key, [&] {
    j.attribute("peak", int64_t(curve.peak));
    j.attribute("peak_time", int64_t(curve.peakTime));
    j.attributeArray("points", [&] {
      for (uint64_t v : curve.maxPerBucket)
        j.value(int64_t(v));
    });
  });
}

/// Writes "site": index into the page's site list, registering it.
class SiteList {
public:
  explicit SiteList(const SiteTable &table) : table(table) {}

  /// Returns the page's index of allocation site `site` with chain `stack`
  /// of `run`.
  size_t get(int32_t site, uint32_t stack, const RunResult &run) {
    auto [it, inserted] = index.try_emplace({site, stack}, entries.size());
    if (inserted) {
      Entry entry;
      entry.site = table.lookup(site);
      for (int32_t caller : run.getStack(stack))
        entry.chain.push_back(table.lookup(caller));
      entries.push_back(std::move(entry));
    }
    return it->second;
  }

  /// Counts one block of the checked run.
  void count(size_t id, const runtime::BlockRecord &b) {
    Entry &entry = entries[id];
    ++entry.blocks;
    entry.bytes += b.size;
    if (!b.freeTime)
      ++entry.leaked;
  }

  void write(llvm::json::OStream &j) const {
    j.attributeArray("sites", [&] {
      for (const Entry &entry : entries) {
        j.object([&] {
          j.attribute("op", entry.site.op);
          j.attribute("loc", entry.site.loc);
          j.attributeArray("chain", [&] {
            for (const Site &call : entry.chain)
              j.value(call.op + " at " + call.loc);
          });
          j.attribute("blocks", int64_t(entry.blocks));
          j.attribute("bytes", int64_t(entry.bytes));
          j.attribute("leaked", int64_t(entry.leaked));
        });
      }
    });
  }

  size_t size() const { return entries.size(); }
  uint64_t getBytes(size_t id) const { return entries[id].bytes; }

private:
  struct Entry {
    Site site;
    std::vector<Site> chain;
    uint64_t blocks = 0, bytes = 0, leaked = 0;
  };
  const SiteTable &table;
  std::map<std::pair<int32_t, uint32_t>, size_t> index;
  std::vector<Entry> entries;
};

/// One bar per block of the checked run.
void writeBars(llvm::json::OStream &j, const RunResult &run, SiteList &sites) {
  j.attributeArray("bars", [&] {
    for (const runtime::BlockRecord &b : run.blocks) {
      size_t site = sites.get(b.allocSite, b.allocStack, run);
      sites.count(site, b);
      // [alloc, free (0: never), last access, size, site]
      j.array([&] {
        j.value(int64_t(b.allocTime));
        j.value(int64_t(b.freeTime));
        j.value(int64_t(b.lastAccessTime));
        j.value(int64_t(b.size));
        j.value(int64_t(site));
      });
    }
  });
}

/// One row per allocation site (the largest kMaxSiteRows; the rest merged
/// into a last row), each with its live bytes over time.
void writeSiteRows(llvm::json::OStream &j, const RunResult &run,
                   SiteList &sites) {
  std::vector<size_t> siteOfBlock;
  siteOfBlock.reserve(run.blocks.size());
  for (const runtime::BlockRecord &b : run.blocks) {
    size_t site = sites.get(b.allocSite, b.allocStack, run);
    sites.count(site, b);
    siteOfBlock.push_back(site);
  }
  std::vector<size_t> order(sites.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return sites.getBytes(a) > sites.getBytes(b);
  });
  size_t rows = std::min(order.size(), kMaxSiteRows);
  bool merged = order.size() > kMaxSiteRows;
  std::vector<uint32_t> rowOfSite(sites.size(), uint32_t(rows));
  for (size_t r = 0; r < rows; ++r)
    rowOfSite[order[r]] = uint32_t(r);
  std::vector<Delta> deltas;
  deltas.reserve(2 * run.blocks.size());
  for (auto [i, b] : llvm::enumerate(run.blocks)) {
    uint32_t row = rowOfSite[siteOfBlock[i]];
    deltas.push_back({2 * b.allocTime, int64_t(b.size), row});
    if (b.freeTime)
      deltas.push_back({2 * b.freeTime, -int64_t(b.size), row});
  }
  std::stable_sort(deltas.begin(), deltas.end());
  std::vector<Curve> curves(rows + (merged ? 1 : 0));
  sweep(deltas, run.stats ? run.stats->events : 0, kRowPoints, curves);
  j.attributeArray("rows", [&] {
    for (size_t r = 0; r < curves.size(); ++r) {
      j.object([&] {
        if (r < rows)
          j.attribute("site", int64_t(order[r]));
        else
          j.attribute("other_sites", int64_t(order.size() - rows));
        j.attribute("peak", int64_t(curves[r].peak));
        j.attributeArray("points", [&] {
          for (uint64_t v : curves[r].maxPerBucket)
            j.value(int64_t(v));
        });
      });
    }
  });
}

void writeRunSummary(llvm::json::OStream &j, StringRef key,
                     const RunResult &run) {
  j.attributeObject(key, [&] {
    j.attribute("finished", bool(run.stats));
    j.attribute("events", int64_t(run.stats ? run.stats->events : 0));
    j.attribute("allocs", int64_t(run.stats ? run.stats->allocs : 0));
    j.attribute("frees", int64_t(run.stats ? run.stats->frees : 0));
    j.attribute("bytes_allocated",
                int64_t(run.stats ? run.stats->bytesAllocated : 0));
    j.attribute("peak_bytes", int64_t(run.stats ? run.stats->peakBytes : 0));
    j.attribute("ideal_peak_bytes",
                int64_t(run.stats ? run.stats->idealPeakBytes : 0));
    j.attribute("live_bytes_at_exit",
                int64_t(run.stats ? run.stats->liveBytesAtExit : 0));
  });
}

extern const char *const kPageHead;
extern const char *const kPageScript;

} // namespace

std::optional<std::string>
reclaim::run::writeLifetimeReport(StringRef path,
                                  const LifetimeReportInput &input) {
  std::string data;
  llvm::raw_string_ostream os(data);
  {
    llvm::json::OStream j(os);
    SiteList sites(*input.sites);
    const RunResult &run = *input.checked;
    j.object([&] {
      j.attribute("file", input.file);
      j.attribute("entry", input.entry);
      j.attribute("pipeline", input.pipeline);
      j.attribute("defects", input.defects);
      writeRunSummary(j, "run", run);
      writeCurve(j, "live", computeCurve(run, /*ideal=*/false));
      writeCurve(j, "ideal", computeCurve(run, /*ideal=*/true));
      if (input.reference) {
        writeRunSummary(j, "reference_run", *input.reference);
        writeCurve(j, "reference_live",
                   computeCurve(*input.reference, /*ideal=*/false));
      }
      j.attribute("aggregated", run.blocks.size() > kMaxBars);
      if (run.blocks.size() > kMaxBars)
        writeSiteRows(j, run, sites);
      else
        writeBars(j, run, sites);
      sites.write(j);
    });
  }
  std::error_code error;
  llvm::raw_fd_ostream out(path, error);
  if (error)
    return "cannot write --report file '" + path.str() +
           "': " + error.message();
  out << kPageHead;
  // The data is JSON inside a <script> element: "</" must not end it.
  std::string::size_type pos = 0;
  while ((pos = data.find("</", pos)) != std::string::npos)
    data.replace(pos, 2, "<\\/");
  out << "<script id=\"data\" type=\"application/json\">" << data
      << "</script>\n<script>\n"
      << kPageScript << "</script>\n</body>\n</html>\n";
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// The page
//===----------------------------------------------------------------------===//

namespace {

const char *const kPageHead = R"html(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>reclaim-run lifetime report</title>
<style>
body { font: 13px/1.4 system-ui, sans-serif; margin: 16px 24px; color: #222; }
h1 { font-size: 18px; margin: 0 0 4px; }
h2 { font-size: 15px; margin: 18px 0 6px; }
.meta { color: #555; }
.meta code { background: #f3f3f3; padding: 0 3px; }
.stats { border-collapse: collapse; margin: 8px 0; }
.stats td, .stats th { padding: 2px 10px; text-align: right; border-bottom: 1px solid #eee; }
.stats th:first-child, .stats td:first-child { text-align: left; }
svg { display: block; background: #fff; }
.axis { stroke: #999; stroke-width: 1; }
.grid { stroke: #eee; stroke-width: 1; }
.tick { fill: #666; font-size: 11px; }
.curve { fill: none; stroke-width: 1.6; }
.curve.live { stroke: #1f5fbf; }
.curve.ideal { stroke: #2a9d4b; stroke-dasharray: 5 3; }
.curve.reference { stroke: #999; stroke-dasharray: 2 2; }
.peak circle { stroke: #fff; stroke-width: 1.5; }
.peak text { font-size: 11px; }
.legend { font-size: 12px; }
.bar:hover, .site-row:hover { stroke: #000; stroke-width: 1; }
.last-access { stroke: #000; stroke-width: 1.5; }
.leaked { stroke: #d00; stroke-width: 1; stroke-dasharray: 3 2; }
#sites { border-collapse: collapse; margin-top: 6px; }
#sites th, #sites td { padding: 2px 8px; border-bottom: 1px solid #eee; text-align: left; vertical-align: top; }
#sites td.num { text-align: right; }
#sites tr.hover { background: #fff6c8; }
.swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; }
.chain { color: #666; font-size: 12px; }
#tooltip { position: fixed; pointer-events: none; background: #222; color: #fff;
  padding: 4px 8px; border-radius: 3px; font-size: 12px; display: none; max-width: 520px; }
#render-time { color: #999; font-size: 11px; margin-top: 12px; }
</style>
</head>
<body>
<h1>reclaim-run: heap lifetimes</h1>
<div class="meta" id="meta"></div>
<table class="stats" id="stats"></table>
<h2>Live heap bytes over time</h2>
<label class="meta"><input type="checkbox" id="log-scale"> logarithmic bytes axis</label>
<svg id="heap" width="1100" height="300"></svg>
<h2 id="buffers-title">Buffers</h2>
<div class="meta" id="buffers-note"></div>
<svg id="buffers" width="1100" height="100"></svg>
<h2>Allocation sites</h2>
<table id="sites"><thead><tr><th>site</th><th>allocated by</th><th>called from</th>
<th>blocks</th><th>bytes</th><th>leaked</th></tr></thead><tbody></tbody></table>
<div id="tooltip"></div>
<div id="render-time"></div>
)html";

const char *const kPageScript = R"js(
"use strict";
(function () {
  const start = performance.now();
  const data = JSON.parse(document.getElementById("data").textContent);
  const NS = "http://www.w3.org/2000/svg";
  const W = 1100, LEFT = 80, RIGHT = 20, PW = W - LEFT - RIGHT;

  function el(name, attrs, parent) {
    const e = document.createElementNS(NS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function text(s) { return document.createTextNode(s); }
  function bytes(n) {
    if (n < 1024) return n + " B";
    const units = ["KiB", "MiB", "GiB", "TiB"];
    let v = n, u = -1;
    while (v >= 1024 && u < units.length - 1) { v /= 1024; ++u; }
    return v.toFixed(v < 10 ? 2 : 1) + " " + units[u];
  }
  function colour(i) { return "hsl(" + ((i * 137.508) % 360).toFixed(1) + ",62%,52%)"; }
  const sites = data.sites;
  function siteText(i) {
    const s = sites[i];
    return s.op + " at " + s.loc + s.chain.map(c => "\n  called from " + c).join("");
  }

  // Header.
  const meta = document.getElementById("meta");
  meta.innerHTML = "";
  const parts = [["file", data.file], ["entry", "@" + data.entry],
                 ["pipeline", data.pipeline || "(none)"], ["defects", data.defects]];
  parts.forEach(([k, v], i) => {
    if (i) meta.appendChild(text(" \u00b7 "));
    meta.appendChild(text(k + ": "));
    const c = document.createElement("code");
    c.textContent = v;
    meta.appendChild(c);
  });
  const stats = document.getElementById("stats");
  const head = stats.insertRow();
  ["run", "allocations", "frees", "bytes allocated", "peak", "ideal peak", "live at exit", "events"]
    .forEach(h => { const th = document.createElement("th"); th.textContent = h; head.appendChild(th); });
  function statsRow(label, r) {
    const row = stats.insertRow();
    [label, r.allocs, r.frees, bytes(r.bytes_allocated), bytes(r.peak_bytes),
     bytes(r.ideal_peak_bytes), bytes(r.live_bytes_at_exit), r.events]
      .forEach(v => { row.insertCell().textContent = r.finished || v === label ? v : "-"; });
  }
  statsRow("checked", data.run);
  if (data.reference_run) statsRow("reference (no deallocation)", data.reference_run);

  // Tooltip.
  const tip = document.getElementById("tooltip");
  function showTip(ev, s) {
    tip.textContent = s;
    tip.style.whiteSpace = "pre";
    tip.style.display = "block";
    tip.style.left = Math.min(ev.clientX + 12, window.innerWidth - 540) + "px";
    tip.style.top = (ev.clientY + 12) + "px";
  }
  function hideTip() { tip.style.display = "none"; }

  // Axes helper: y ticks for bytes; `scale` maps bytes to [0, 1].
  function yAxis(svg, top, ph, max, scale, inverse) {
    const steps = 4;
    for (let i = 0; i <= steps; ++i) {
      const v = inverse(i / steps), y = top + ph - ph * i / steps;
      el("line", {class: "grid", x1: LEFT, x2: LEFT + PW, y1: y, y2: y}, svg);
      el("text", {class: "tick", x: LEFT - 6, y: y + 4, "text-anchor": "end"}, svg)
        .appendChild(text(bytes(Math.round(v))));
    }
    el("line", {class: "axis", x1: LEFT, x2: LEFT, y1: top, y2: top + ph}, svg);
    el("line", {class: "axis", x1: LEFT, x2: LEFT + PW, y1: top + ph, y2: top + ph}, svg);
    for (let i = 0; i <= 10; ++i) {
      el("text", {class: "tick", x: LEFT + PW * i / 10, y: top + ph + 14, "text-anchor": "middle"}, svg)
        .appendChild(text((i * 10) + "%"));
    }
  }

  // Live heap bytes.
  const heap = document.getElementById("heap");
  const TOP = 28, PH = 230;
  const curves = [["live", data.live, "checked run", data.run.events]];
  if (data.reference_live)
    curves.push(["reference", data.reference_live, "reference run (no deallocation)", data.reference_run.events]);
  curves.push(["ideal", data.ideal, "ideal (freed at last access)", data.run.events]);
  const maxY = Math.max(1, ...curves.map(c => c[1].peak));
  function drawHeap(log) {
    heap.textContent = "";
    const lmax = Math.log10(1 + maxY);
    const scale = log ? v => Math.log10(1 + v) / lmax : v => v / maxY;
    const inverse = log ? f => Math.pow(10, f * lmax) - 1 : f => f * maxY;
    yAxis(heap, TOP, PH, maxY, scale, inverse);
    el("text", {class: "tick", x: LEFT + PW / 2, y: TOP + PH + 30, "text-anchor": "middle"}, heap)
      .appendChild(text("program progress (events of each run: allocations, frees, accesses)"));
    let lx = LEFT;
    curves.forEach(([cls, c, label, events], index) => {
      const n = c.points.length;
      const pts = [];
      c.points.forEach((v, i) => {
        const x0 = LEFT + PW * i / n, x1 = LEFT + PW * (i + 1) / n, y = TOP + PH - PH * scale(v);
        pts.push(x0.toFixed(1) + "," + y.toFixed(1), x1.toFixed(1) + "," + y.toFixed(1));
      });
      el("polyline", {class: "curve " + cls, points: pts.join(" ")}, heap);
      // Peak marker.
      const px = LEFT + PW * c.peak_time / (events + 1);
      const py = TOP + PH - PH * scale(c.peak);
      const g = el("g", {class: "peak " + cls}, heap);
      const stroke = cls === "live" ? "#1f5fbf" : cls === "ideal" ? "#2a9d4b" : "#999";
      el("circle", {cx: px, cy: py, r: 4, fill: stroke}, g);
      // Labels of coinciding peaks are stacked, not drawn over each other.
      const label2 = el("text", {x: Math.min(px + 6, LEFT + PW - 130),
                                 y: Math.max(py - 6 - 13 * index, 12 + 13 * index), fill: stroke}, g);
      label2.appendChild(text((cls === "ideal" ? "ideal peak " : cls === "reference" ? "reference peak " : "peak ") + bytes(c.peak)));
      // Legend.
      const lg = el("g", {class: "legend"}, heap);
      el("line", {class: "curve " + cls, x1: lx, x2: lx + 24, y1: 12, y2: 12}, lg);
      const t = el("text", {x: lx + 28, y: 16}, lg);
      t.appendChild(text(label));
      lx += 40 + label.length * 6.5;
    });
  }
  // Logarithmic by default when one curve dwarfs another.
  const logBox = document.getElementById("log-scale");
  const minPeak = Math.max(1, Math.min(...curves.map(c => c[1].peak)));
  logBox.checked = maxY / minPeak > 50;
  logBox.addEventListener("change", () => drawHeap(logBox.checked));
  drawHeap(logBox.checked);

  // Buffers.
  const buffers = document.getElementById("buffers");
  const note = document.getElementById("buffers-note");
  const events = data.run.events;
  const xOf = t => LEFT + PW * t / (events + 1);
  const rowsForSite = [];
  if (!data.aggregated) {
    const bars = data.bars;
    document.getElementById("buffers-title").textContent = "Buffers (" + bars.length + ")";
    note.textContent = "One bar per heap buffer of the checked run, from its allocation to its free " +
      "(dashed red: never freed), coloured by allocation site; the black tick is its last access. " +
      "Hover for details.";
    const rowH = Math.max(2, Math.min(14, Math.floor(600 / Math.max(1, bars.length))));
    const height = 20 + bars.length * rowH + 24;
    buffers.setAttribute("height", height);
    const top = 10;
    bars.forEach((b, i) => {
      const [alloc, free, last, size, site] = b;
      const x0 = xOf(alloc), x1 = xOf(free || events + 1);
      const y = top + i * rowH;
      const r = el("rect", {class: "bar" + (free ? "" : " leaked"), x: x0, y: y,
                            width: Math.max(1.5, x1 - x0), height: Math.max(1, rowH - 1),
                            fill: colour(site), "data-site": site}, buffers);
      const tipText = "buffer #" + i + ": " + bytes(size) + "\nallocated at event " + alloc +
        (free ? ", freed at event " + free : ", never freed") + ", last access at event " + last +
        "\n" + siteText(site);
      r.addEventListener("mousemove", ev => showTip(ev, tipText));
      r.addEventListener("mouseleave", hideTip);
      el("title", {}, r).appendChild(text(tipText));
      el("line", {class: "last-access", x1: xOf(last), x2: xOf(last), y1: y, y2: y + Math.max(1, rowH - 1)}, buffers);
    });
    const axisY = top + bars.length * rowH + 4;
    el("line", {class: "axis", x1: LEFT, x2: LEFT + PW, y1: axisY, y2: axisY}, buffers);
    for (let i = 0; i <= 10; ++i)
      el("text", {class: "tick", x: LEFT + PW * i / 10, y: axisY + 14, "text-anchor": "middle"}, buffers)
        .appendChild(text((i * 10) + "%"));
  } else {
    const rows = data.rows;
    document.getElementById("buffers-title").textContent =
      "Buffers by allocation site (" + data.run.allocs + " buffers)";
    note.textContent = "Too many buffers to draw one bar each: one row per allocation site (the " +
      "largest by bytes), showing the live bytes of that site's buffers over time, each row scaled " +
      "to its own peak. Hover for details.";
    const rowH = 22, top = 10;
    buffers.setAttribute("height", top + rows.length * rowH + 30);
    rows.forEach((r, i) => {
      const y = top + i * rowH, n = r.points.length, peak = Math.max(1, r.peak);
      let d = "M" + LEFT + "," + (y + rowH - 2);
      r.points.forEach((v, k) => {
        const yy = (y + rowH - 2 - (rowH - 4) * v / peak).toFixed(1);
        d += " L" + (LEFT + PW * k / n).toFixed(1) + "," + yy + " L" + (LEFT + PW * (k + 1) / n).toFixed(1) + "," + yy;
      });
      d += " L" + (LEFT + PW) + "," + (y + rowH - 2) + " Z";
      const fill = r.site === undefined ? "#bbb" : colour(r.site);
      const path = el("path", {class: "site-row", d: d, fill: fill,
                               "data-site": r.site === undefined ? "" : r.site}, buffers);
      const label = r.site === undefined ? r.other_sites + " other sites" : siteText(r.site);
      const tipText = label + "\npeak live: " + bytes(r.peak);
      path.addEventListener("mousemove", ev => showTip(ev, tipText));
      path.addEventListener("mouseleave", hideTip);
      el("title", {}, path).appendChild(text(tipText));
      const t = el("text", {class: "tick", x: LEFT - 6, y: y + rowH - 6, "text-anchor": "end"}, buffers);
      t.appendChild(text(r.site === undefined ? "other" : "#" + r.site));
    });
    const axisY = top + rows.length * rowH + 4;
    el("line", {class: "axis", x1: LEFT, x2: LEFT + PW, y1: axisY, y2: axisY}, buffers);
    for (let i = 0; i <= 10; ++i)
      el("text", {class: "tick", x: LEFT + PW * i / 10, y: axisY + 14, "text-anchor": "middle"}, buffers)
        .appendChild(text((i * 10) + "%"));
  }

  // Sites table.
  const body = document.querySelector("#sites tbody");
  sites.forEach((s, i) => {
    const row = body.insertRow();
    row.id = "site-" + i;
    const c0 = row.insertCell();
    const sw = document.createElement("span");
    sw.className = "swatch";
    sw.style.background = colour(i);
    c0.appendChild(sw);
    c0.appendChild(text("#" + i));
    row.insertCell().textContent = s.op + " at " + s.loc;
    const c2 = row.insertCell();
    c2.className = "chain";
    c2.textContent = s.chain.length ? s.chain.join(" \u2190 ") : "(entry function)";
    [s.blocks, bytes(s.bytes), s.leaked].forEach(v => {
      const c = row.insertCell();
      c.className = "num";
      c.textContent = v;
    });
  });
  buffers.addEventListener("mouseover", ev => {
    const site = ev.target.getAttribute && ev.target.getAttribute("data-site");
    document.querySelectorAll("#sites tr.hover").forEach(r => r.classList.remove("hover"));
    if (site) { const r = document.getElementById("site-" + site); if (r) r.classList.add("hover"); }
  });

  const ms = performance.now() - start;
  window.reclaimRenderMs = ms;
  document.getElementById("render-time").textContent =
    "reclaim-run lifetime report \u00b7 rendered in " + ms.toFixed(0) + " ms";
  document.body.dataset.rendered = "1";
})();
)js";

} // namespace
