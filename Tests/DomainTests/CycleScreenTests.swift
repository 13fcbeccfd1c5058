import Foundation
import Testing

@testable import Domain

/// `FeedShapes.mayBeCycleParts` turns titles away by their bytes before `cycleParts` splits them by
/// characters: it may let through a title that is no cycle day, never turn away one that is.
struct CycleScreenTests {
  @Test("the byte screen lets through every title cycleParts splits, and turns away most others")
  func screenKeepsEveryCycleTitle() {
    let cycles = [
      "Dag 3", "B-dag", "Gün 2", "Dzień B", "A-nap", "Jour–2", "Jour \u{2013} 12", "día 20", "Tag +1", "3 Päivä",
      "f Dag", "Day 07", "Ημέρα Α",
    ]
    let others = [
      "Dag 3 (hele dag)", "Grade 5 Trip", "Room 21", "3b", "A B", "Dag", "Dag 123", "Dag x3", "Dag Ä", "Winter Break",
      "Jour—2", "", " ", "Dag  3 x", String(repeating: "a", count: 39) + " 1",
    ]
    let corpus = TitleCorpusTests.rows.filter { $0.set == "tuning" }.map(\.title)
    var split = 0
    for title in cycles + others + corpus where FeedShapes.cycleParts(title) != nil {
      split += 1
      #expect(FeedShapes.mayBeCycleParts(title), "\(title)")
    }
    #expect(split >= 11)
    for title in ["Dag 3 (hele dag)", "Grade 5 Trip", "Dag 123", "Winter Break", "Jour—2", "Dag  3 x", ""] {
      #expect(!FeedShapes.mayBeCycleParts(title), "\(title)")
    }
    #expect(!FeedShapes.mayBeCycleParts(String(repeating: "a", count: 39) + " 1"))
    #expect(FeedShapes.mayBeCycleParts(String(repeating: "a", count: 38) + " 1"))
    let turnedAway = corpus.filter { !FeedShapes.mayBeCycleParts($0) }.count
    #expect(turnedAway * 3 >= corpus.count * 2)
  }
}
