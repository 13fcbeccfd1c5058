import Foundation
import TestSupport
import Testing

@Suite("Names people can tell apart, end to end")
struct NamesEndToEndTests {
  @Test(
    "an invisible or blank-looking character, alone or inside a name, is 64 and nothing is stored",
    arguments: ["\u{AD}", "\u{3164}", "\u{2800}", "\u{115F}", "\u{200D}", "\u{FE0F}", "\u{E0041}"])
  func invisible(scalar: String) throws {
    let household = try HouseholdFixture()
    for name in [scalar, "Ma\(scalar)ya", "\(scalar)\(scalar)"] {
      let result = try household.parent("player", "add", name)
      #expect(result.status == 64, "stderr: \(result.stderr)")
      #expect(result.stderr.contains("type it again without it"), "stderr: \(result.stderr)")
    }
    #expect(try household.parent("player", "list", "--format", "json").stdout.contains("\"name\"") == false)
  }

  @Test("an 80 KB name of one character is 64 naming its bytes")
  func huge() throws {
    let household = try HouseholdFixture()
    let result = try household.parent("player", "add", "Z" + String(repeating: "\u{301}", count: 40_000))
    #expect(result.status == 64)
    #expect(result.stderr.contains("bytes"), "stderr: \(result.stderr)")
  }

  @Test("names with joiners where a script or emoji needs them are added and removed")
  func joiners() throws {
    let household = try HouseholdFixture()
    for name in ["می\u{200C}خواهم", "क\u{94D}\u{200D}ष", "👩\u{200D}💻 Ada"] {
      #expect(try household.parent("player", "add", name).status == 0, "\(name)")
      #expect(try household.parent("player", "list").stdout.contains(name), "\(name)")
      #expect(try household.parent("player", "remove", name).status == 0, "\(name)")
    }
  }

  @Test("Zoë and ZOË are one name: the second is 65, and `player remove zoË` removes Zoë")
  func folded() throws {
    let household = try HouseholdFixture()
    #expect(try household.parent("player", "add", "Zoë").status == 0)
    let second = try household.parent("player", "add", "ZOË")
    #expect(second.status == 65)
    #expect(second.stderr.contains("Zoë"), "stderr: \(second.stderr)")
    #expect(try household.parent("player", "add", "Straße").status == 0)
    #expect(try household.parent("player", "add", "STRASSE").status == 65)
    #expect(try household.parent("player", "remove", "zoË").status == 0)
    let list = try household.parent("player", "list").stdout
    #expect(!list.contains("Zoë") && list.contains("Straße"), "\(list)")
  }
}
