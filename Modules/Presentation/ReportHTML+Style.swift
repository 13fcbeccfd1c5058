extension ReportHTML {
  /// One portrait sheet (A4 or Letter: sized for the smaller of each side, 190 × 259 mm inside the
  /// margins), colours printed exactly; the charts' lines differ by dash and marker shape as well
  /// as by colour.
  static let stylesheet = """
    @page { size: portrait; margin: 10mm; }
    :root { --ink: #1f2933; --muted: #5f6b76; --rule: #c9d1d9; --played: #2f7d4f; --offlist: #8cc7a3; }
    * { box-sizing: border-box; }
    html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    body { margin: 0; background: #d5d9de; color: var(--ink);
      font: 8.5pt/1.3 "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; }
    .sheet { width: 210mm; min-height: 279mm; margin: 6mm auto; padding: 10mm; background: #fff;
      box-shadow: 0 1mm 4mm rgba(0, 0, 0, 0.25); display: flex; flex-direction: column; gap: 3mm; }
    header { display: flex; align-items: baseline; gap: 6mm; border-bottom: 0.6mm solid var(--ink); padding-bottom: 1.5mm; }
    h1 { font-size: 16pt; margin: 0; flex: 1; line-height: 1.1; }
    header .range { margin: 0; color: var(--muted); }
    .player { break-inside: auto; }
    .phead { display: flex; align-items: baseline; gap: 4mm; border-bottom: 0.3mm solid var(--rule); margin-bottom: 1mm; }
    h2 { font-size: 12.5pt; margin: 0; }
    .phead p { margin: 0; color: var(--muted); font-size: 7.5pt; }
    figure { margin: 0; }
    svg { display: block; }
    .trend > svg { width: 100%; height: auto; }
    .trend > svg.w380 { display: none; }
    .headline { font-size: 10pt; font-weight: 600; margin: 0 0 0.8mm; }
    .chartnote { margin-right: 4mm; }
    .miss { white-space: nowrap; }
    .usual { margin: 0.3mm 0 0; font-size: 6.5pt; color: var(--ink); }
    g.beyond polygon { fill: #b42318; }
    g.beyond text { font-size: 8px; fill: #b42318; font-weight: 700; }
    .xlabel.start { text-anchor: start; }
    .xlabel.end { text-anchor: end; }
    .trend figcaption { font-size: 7.5pt; color: var(--muted); margin: 0.5mm 0 1.5mm 10mm; }
    .legend { margin-right: 4mm; white-space: nowrap; }
    svg.marker { display: inline-block; vertical-align: -0.3mm; margin-right: 1mm; }
    .routine { break-inside: avoid; margin: 0 0 1.5mm; display: grid; grid-template-columns: auto 1fr; gap: 0.8mm 3mm; }
    .rhead { grid-column: 2; grid-row: 1; }
    h3 { display: inline; font-size: 9.5pt; margin: 0 2mm 0 0; }
    .routine .facts { display: inline; margin: 0; color: var(--muted); font-size: 7.5pt; }
    .rbody { display: contents; }
    .calendar { grid-column: 1; grid-row: 1 / span 2; min-width: 30mm; }
    .calendar > svg { height: auto; }
    .tasks { grid-column: 2; grid-row: 2; display: grid; grid-template-columns: repeat(5, 1fr); gap: 1mm 2mm; }
    .task figcaption { font-size: 6.5pt; overflow-wrap: anywhere; color: var(--muted); }
    .task figcaption b { color: var(--ink); }
    .task > svg { width: 100%; height: auto; }
    .quiet { margin: 0 0 2mm; color: var(--muted); font-size: 7.5pt; }
    .band { fill: #e6f4ea; }
    line.grid { stroke: #e1e5ea; stroke-width: 0.6; }
    line.one { stroke: #52606d; stroke-width: 0.9; }
    line.base { stroke: #9aa5b1; stroke-width: 0.7; }
    line.tick { stroke: #9aa5b1; stroke-width: 0.7; }
    text { font-family: "DejaVu Sans", Arial, sans-serif; fill: var(--muted); }
    .ylabel { font-size: 8px; text-anchor: end; }
    .xlabel { font-size: 8px; text-anchor: middle; }
    .note { font-size: 8px; text-anchor: end; font-style: italic; }
    .unit { font-size: 7px; text-anchor: end; }
    .wd, .month { font-size: 7.5px; }
    polyline.series { fill: none; stroke-width: 1.1; stroke-opacity: 0.75; }
    polyline.actual, line.actual { fill: none; stroke: var(--ink); stroke-width: 1.3; }
    polyline.guess, line.guess { fill: none; stroke: #2563eb; stroke-width: 1.3; stroke-dasharray: 3 2; }
    circle.actual { fill: var(--ink); }
    circle.guess { fill: #fff; stroke: #2563eb; stroke-width: 1; }
    rect.played { fill: var(--played); rx: 1.5px; }
    rect.offlist { fill: var(--offlist); stroke: var(--played); stroke-width: 1; rx: 1.5px; }
    rect.gap { fill: #fff; stroke: #7b8794; stroke-width: 1.2; rx: 1.5px; }
    rect.today { fill: #fff; stroke: #7b8794; stroke-width: 1; stroke-dasharray: 2 1.5; rx: 1.5px; }
    circle.paused { fill: #9aa5b1; }
    circle.before { fill: #d9dee3; }
    footer { margin-top: auto; font-size: 6.8pt; color: var(--muted); border-top: 0.25mm solid var(--rule); padding-top: 1.2mm; }
    footer p { margin: 0 0 0.6mm; }
    .key span { margin-right: 3mm; white-space: nowrap; }
    .empty { font-size: 12pt; color: var(--muted); }
    /* Narrower than the sheet: the page is the window, routines stack (name and facts, calendar,
       task charts), the phone's chart shows. */
    @media screen and (max-width: 840px) {
      body { background: #fff; font-size: 10pt; }
      .sheet { width: auto; min-height: 0; margin: 0; padding: 4mm; box-shadow: none; }
      header, .phead { flex-wrap: wrap; }
      .phead p, .routine .facts, .quiet, .trend figcaption { font-size: 9pt; }
      .routine { display: block; }
      .rbody { display: flex; flex-direction: column; gap: 3mm; align-items: flex-start; margin-top: 0.8mm; }
      .tasks { width: 100%; grid-template-columns: repeat(auto-fill, minmax(40mm, 1fr)); gap: 2mm 3mm; }
      .task figcaption, .usual { font-size: 8.5pt; }
      footer { font-size: 8pt; }
      .key span { white-space: normal; display: inline-block; }
    }
    @media screen and (max-width: 560px) {
      .trend > svg.w760 { display: none; }
      .trend > svg.w380 { display: block; }
      .trend figcaption { margin-left: 0; }
    }
    /* On paper a little tighter, no text under 6.5pt: Spanish, French and German fit one sheet too. */
    @media print {
      body { background: none; line-height: 1.2; }
      .sheet { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; gap: 2mm; }
      .headline { font-size: 9pt; }
      .routine { margin-bottom: 1mm; }
      .trend figcaption { margin-bottom: 1mm; }
    }
    """
}
