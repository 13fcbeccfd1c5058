/// The "did you mean" of a mistyped name or word: the one candidate within a few typing slips of it
/// (a letter missed, added, changed, or two swapped: `todya`, `Mya`), compared case-folded.
public enum DidYouMean {
  /// The nearest of `candidates` to `text`, or nil when none is close enough to be meant (or two
  /// are equally near, when a guess would mislead).
  public static func nearest(to text: String, among candidates: [String]) -> String? {
    let target = Array(StoredText.folded(text))
    guard !target.isEmpty else { return nil }
    // Two slips in a short word make another word; longer ones bear one slip per three letters.
    let allowed = min(3, max(1, target.count / 3))
    let scored = candidates.map { (distance(target, Array(StoredText.folded($0))), $0) }.filter { $0.0 <= allowed }
    guard let best = scored.map(\.0).min() else { return nil }
    let nearest = scored.filter { $0.0 == best }
    return nearest.count == 1 ? nearest[0].1 : nil
  }

  /// " (did you mean 'Maya'?)" to put after a name that names nothing, or "" when none is near.
  public static func phrase(_ text: String, among candidates: [String]) -> String {
    nearest(to: text, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Edits between two texts, a swap of neighbours counting as one (optimal string alignment).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
