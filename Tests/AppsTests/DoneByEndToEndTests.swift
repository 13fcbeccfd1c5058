import Foundation
import TestSupport
import Testing

/// `--done-by`: set, shown, cleared and refused by tq-parent, and counted back to a start by
/// `tq-player today` on the days the routine is on.
@Suite("A routine's done-by time, end to end")
struct DoneByEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture.seeded()
  }

  @Test("add and edit take --done-by; show and list say it in text and JSON; none clears it")
  func setShownCleared() throws {
    let added = try household.parent(
      "routine", "add", "Piano", "--player", "Leo", "--days", "mon", "--task", "Scales=10m", "--done-by", "17:30")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains(", done by 17:30."))
    #expect(try household.routineJSON("Piano")["doneBy"] as? String == "17:30")

    let edited = try household.parent("routine", "edit", "School morning", "--done-by", "8:05")
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(edited.stdout.contains("Done by: 08:05 (from around 07:42)"))
    let shown = try household.parent("routine", "show", "School morning")
    #expect(shown.stdout.contains("Done by: 08:05 (from around 07:42)"))
    #expect(try household.routineJSON("School morning")["doneBy"] as? String == "08:05")
    #expect(try household.routineJSON("Violin")["doneBy"] is NSNull)

    let list = try household.parent("routine", "list")
    #expect(list.stdout.split(separator: "\n").first?.hasSuffix("DONE BY") == true)
    #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("School morning") && $0.hasSuffix("08:05") })
    #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("Violin") && $0.hasSuffix("-") })
    let listJSON = try #require(
      try parseJSON(household.parent("routine", "list", "--format", "json").stdout) as? [[String: Any]])
    #expect(listJSON.compactMap { $0["doneBy"] as? String }.sorted() == ["08:05", "17:30"])

    // Another edit keeps the time; none clears it.
    _ = try household.parent("routine", "edit", "School morning", "--task", "Get dressed=5m", "--yes")
    #expect(try household.routineJSON("School morning")["doneBy"] as? String == "08:05")
    let cleared = try household.parent("routine", "edit", "School morning", "--done-by", "none")
    #expect(!cleared.stdout.contains("Done by"))
    #expect(try household.routineJSON("School morning")["doneBy"] is NSNull)
  }

  @Test(
    "a time that is not one is refused with 64, naming it and the form; nothing changes",
    arguments: [
      "25:00", "8", "8:5", "half past eight", "",
    ])
  func refused(text: String) throws {
    let before = try household.state()
    let edit = try household.parent("routine", "edit", "School morning", "--done-by", text)
    #expect(edit.status == 64)
    #expect(edit.stderr.contains("'\(text)' is not a time of day") && edit.stderr.contains("HH:MM"), "\(edit.stderr)")
    let add = try household.parent(
      "routine", "add", "Piano", "--player", "Leo", "--days", "mon", "--task", "Scales=10m", "--done-by", text)
    #expect(add.status == 64)
    #expect(try household.state() == before)
  }

  @Test("today: the start counted back on a day the routine is on, nothing on a day it is off; JSON too")
  func today() throws {
    _ = try household.parent("routine", "edit", "School morning", "--done-by", "08:05")
    // Tuesday: School morning (23 min) and Violin, which has no time.
    let tuesday = try household.player("today", "--player", "Maya", "--date", "2026-11-24")
    let lines = tuesday.stdout.split(separator: "\n").map(String.init)
    let heading = try #require(lines.firstIndex { $0.hasPrefix("  School morning · 23 min") })
    #expect(lines[heading + 1] == "    about 23 min: from around 07:42, done by 08:05")
    #expect(lines.filter { $0.contains("done by") }.count == 1, "Violin has no done-by time")
    // Saturday: School morning is off, so is its start.
    let saturday = try household.player("today", "--player", "Maya", "--date", "2026-11-28")
    #expect(!saturday.stdout.contains("done by") && !saturday.stdout.contains("07:42"))

    let json = try #require(
      try parseJSON(household.player("today", "--player", "Maya", "--date", "2026-11-24", "--format", "json").stdout)
        as? [String: Any])
    let quests = try #require(json["quests"] as? [[String: Any]])
    let morning = try #require(quests.first { $0["routine"] as? String == "School morning" })
    #expect(morning["doneBy"] as? String == "08:05")
    #expect(morning["startAround"] as? String == "07:42")
    #expect(quests.first { $0["routine"] as? String == "Violin" }?.keys.contains("doneBy") == false)
  }

  @Test("today speaks the player's language")
  func language() throws {
    _ = try household.parent("routine", "edit", "School morning", "--done-by", "08:05")
    let set = try household.parent("player", "set", "Maya", "--language", "de")
    #expect(set.status == 0, "\(set.stderr)")
    let tuesday = try household.player("today", "--player", "Maya", "--date", "2026-11-24")
    #expect(tuesday.stdout.contains("    etwa 23 Min.: ab etwa 07:42, erledigt um 08:05"), "\(tuesday.stdout)")
  }
}
