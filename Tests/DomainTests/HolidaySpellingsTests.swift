import Foundation
import Testing

@testable import Domain

/// `HolidayNames.spellings(of:)` decides from the words' bytes which names have other spellings;
/// the text's own search (what it used before, at twenty times the cost) is the oracle here.
struct HolidaySpellingsTests {
  @Test("a name has other spellings exactly when its text holds a lone possessive s or the word saint")
  func spellingsByBytes() {
    let edges = [
      "saint nicholas s day", "x saint", "saint", "saint day", "a saint s day", "st james s", "days s day", "s s day",
      "s day", "as s", "holy saints day", "saintly day", "",
    ]
    for name in Language.all.flatMap({ HolidayNames.generated[$0.code] ?? [] }) + edges {
      let byText = name.contains("s s ") || name.hasPrefix("saint ") || name.contains(" saint ")
      #expect((HolidayNames.spellings(of: name).count > 1) == byText, "\(name)")
    }
    #expect(HolidayNames.spellings(of: "saint nicholas s day").contains("st nicholas day"))
  }
}
