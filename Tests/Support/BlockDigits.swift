/// Reads the big timer's large digits back from the rows a terminal shows, as a person reads them:
/// the rows are cut at the columns that are blank in every row; the first piece is the disc, each
/// further piece a glyph, sampled cell by cell (a glyph's cell is twice as wide as tall) and looked
/// up in the font's shapes, which this reader states on its own.
public enum BlockDigits {
  /// The shapes of the block font, 3 × 5 cells (`:` is one cell wide).
  static let shapes: [String: Character] = [
    "###|# #|# #|# #|###": "0", " # |## | # | # |###": "1", "###|  #|###|#  |###": "2",
    "###|  #|###|  #|###": "3", "# #|# #|###|  #|  #": "4", "###|#  |###|  #|###": "5",
    "###|#  |###|# #|###": "6", "###|  #|  #|  #|  #": "7", "###|# #|###|# #|###": "8",
    "###|# #|###|  #|###": "9", " |#| |#| ": ":", "   | # |###| # |   ": "+",
  ]

  /// The digits right of the disc in `rows` (the window's rows between the keys and the words), or
  /// nil when there is no piece to read or a piece is no glyph.
  public static func read(_ rows: [String]) -> String? {
    let grid = rows.map { Array($0) }
    let width = grid.map(\.count).max() ?? 0
    func inked(_ row: Int, _ column: Int) -> Bool {
      column < grid[row].count && grid[row][column] != " "
    }
    var pieces: [Range<Int>] = []
    var start: Int?
    for column in 0...width {
      let blank = column == width || !(0..<grid.count).contains { inked($0, column) }
      if blank, let begun = start {
        pieces.append(begun..<column)
        start = nil
      } else if !blank, start == nil {
        start = column
      }
    }
    let glyphs = pieces.dropFirst()
    guard !glyphs.isEmpty else { return nil }
    let inkedRows = (0..<grid.count).filter { row in glyphs.contains { $0.contains { inked(row, $0) } } }
    guard let top = inkedRows.first, let bottom = inkedRows.last, (bottom - top + 1) % 5 == 0 else { return nil }
    let scale = (bottom - top + 1) / 5
    var text = ""
    for piece in glyphs {
      guard piece.count % (2 * scale) == 0 else { return nil }
      let cells = piece.count / (2 * scale)
      let shape = (0..<5).map { row in
        String((0..<cells).map { inked(top + row * scale, piece.lowerBound + $0 * 2 * scale) ? "#" : " " })
      }.joined(separator: "|")
      guard let character = shapes[shape] else { return nil }
      text.append(character)
    }
    return text
  }
}
