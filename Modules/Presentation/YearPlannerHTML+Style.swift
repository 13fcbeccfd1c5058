extension YearPlannerHTML {
  /// One sheet in landscape (A4 or Letter: sized for the smaller of each side, 261 × 192 mm inside
  /// the margins), colours printed exactly, and a pattern or letter for every kind so the page still
  /// reads on a black-and-white printer; in a window narrower than the sheet the page is the window,
  /// and at a phone's width two months a row with the key below.
  static let stylesheet = """
    @page { size: landscape; margin: 9mm; }
    :root {
      --ink: #1f2933; --muted: #5f6b76; --rule: #c9d1d9;
      --school: #eaf2fc; --school-line: #a9c3e3; --school-ink: #15416e;
      --free: #bfe6c8; --free-line: rgba(22, 101, 52, 0.38); --free-ink: #14532d;
      --weekend: #eceeed; --weekend-ink: #6b7280;
      --half: #ffd36b; --unknown-dot: #9aa3ab;
    }
    * { box-sizing: border-box; }
    html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    body { margin: 0; background: #d5d9de; color: var(--ink);
      font: 9pt/1.25 "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; }
    .sheet { width: 279mm; min-height: 210mm; margin: 6mm auto; padding: 9mm; background: #fff;
      box-shadow: 0 1mm 4mm rgba(0, 0, 0, 0.25); display: flex; flex-direction: column; gap: 4mm; }
    header { display: flex; align-items: baseline; gap: 6mm; border-bottom: 0.6mm solid var(--ink); padding-bottom: 2mm; }
    h1 { font-size: 17pt; margin: 0; flex: 1; letter-spacing: 0.01em; line-height: 1.1; }
    .facts { text-align: right; }
    header p { margin: 0; color: var(--muted); }
    header .totals { font-weight: 600; color: var(--ink); }
    .layout { display: flex; gap: 6mm; align-items: flex-start; }
    .months { flex: 1; display: grid; grid-template-columns: repeat(4, 1fr); gap: 4mm 5mm; }
    table.month { border-collapse: separate; border-spacing: 0.6mm; width: 100%; table-layout: fixed; break-inside: avoid; }
    caption { text-align: left; font-weight: 700; font-size: 9.5pt; padding: 0 0 0.8mm 0.6mm; }
    caption span { font-weight: 400; color: var(--muted); }
    th { font-size: 6.5pt; font-weight: 600; color: var(--muted); text-align: center; padding: 0; }
    td { height: 6.6mm; text-align: center; vertical-align: middle; font-size: 8pt; position: relative;
      border-radius: 0.8mm; padding: 0; }
    td.pad { background: none; }
    .d { border: 0.25mm solid transparent; }
    .school { background: var(--school); color: var(--school-ink); border-color: var(--school-line); }
    .weekend { background: var(--weekend); color: var(--weekend-ink); }
    .free { color: var(--free-ink); font-weight: 700; border-color: rgba(22, 101, 52, 0.45);
      background: repeating-linear-gradient(135deg, var(--free) 0 1.1mm, var(--free-line) 1.1mm 1.5mm); }
    .half { color: var(--school-ink); font-weight: 700;
      background: linear-gradient(135deg, var(--school) 0 50%, var(--half) 50% 100%); border-color: #c99a1e; }
    .unknown { color: var(--ink); background-color: #fff; border: 0.25mm dashed #7b8791;
      background-image: radial-gradient(var(--unknown-dot) 0.22mm, transparent 0.3mm); background-size: 1.3mm 1.3mm; }
    .override { outline: 0.5mm solid var(--ink); outline-offset: -0.5mm; font-weight: 700; }
    td i, .swatch i { position: absolute; top: -0.45mm; right: 0.3mm; font-style: normal; font-size: 5pt; line-height: 1;
      font-weight: 700; }
    td.badged, .swatch.badged { padding-right: 1.1mm; }
    aside { width: 68mm; display: flex; flex-direction: column; gap: 3mm; font-size: 7.5pt; }
    aside h2 { font-size: 8.5pt; margin: 0 0 1mm; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted);
      border-bottom: 0.25mm solid var(--rule); padding-bottom: 0.6mm; }
    aside ul { list-style: none; margin: 0; padding: 0; }
    .key li { display: flex; align-items: center; gap: 2mm; margin-bottom: 0.8mm; }
    .key .what { flex: 1; }
    .swatch { display: inline-flex; align-items: center; justify-content: center; position: relative;
      width: 7mm; height: 5.2mm; border-radius: 0.8mm; font-size: 7.5pt; }
    .runs li { display: flex; gap: 2mm; padding: 0.35mm 0; border-bottom: 0.15mm dotted var(--rule); }
    .runs .when { flex: 0 0 23mm; font-variant-numeric: tabular-nums; color: var(--muted); white-space: nowrap; }
    .runs .why { flex: 1; }
    .runs li.many { flex-wrap: wrap; row-gap: 0.2mm; }
    .runs li.many .why { order: -1; flex: 1 0 100%; }
    .runs li.many .when { flex: 1 1 100%; white-space: normal; padding-left: 3mm; }
    footer { margin-top: auto; font-size: 6.5pt; color: var(--muted); border-top: 0.25mm solid var(--rule); padding-top: 1.5mm; }
    .empty { font-size: 12pt; color: var(--muted); }
    /* Narrower than the sheet: the page is the window; the months flow, then stack beside no key. */
    @media screen and (max-width: 1080px) {
      body { background: #fff; }
      .sheet { width: auto; min-height: 0; margin: 0; padding: 4mm; box-shadow: none; }
    }
    @media screen and (max-width: 760px) {
      header { flex-wrap: wrap; gap: 1mm 6mm; }
      .facts { text-align: left; }
      .layout { flex-direction: column; }
      .months { width: 100%; grid-template-columns: repeat(2, 1fr); gap: 3mm 4mm; }
      aside { width: 100%; font-size: 9pt; }
      aside h2 { font-size: 9.5pt; }
      footer { font-size: 8pt; }
    }
    @media print {
      body { background: none; }
      .sheet { width: auto; min-height: 0; height: 191mm; margin: 0; padding: 0; box-shadow: none; }
    }
    """
}
