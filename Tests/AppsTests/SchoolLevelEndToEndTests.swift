import Foundation
import TestSupport
import Testing

/// Events naming a school level count for the players of that level (issue 22): `player add/set
/// --school`, `player list`, `status`, and the days of tq-player, explain and preview.
@Suite("School levels, end to end")
struct SchoolLevelEndToEndTests {
  /// 2026-11-24 is a Tuesday; 2026-11-25 a Wednesday with a closure for grades 6–12.
  static let school = ICS.calendar(
    "Maple District",
    [
      ICS.allDay("Early Dismissal (Elementary)", "20261124", "20261125"),
      ICS.allDay("No School - Grades 6-12", "20261125", "20261126"),
      ICS.allDay("Book Fair", "20261124", "20261126"),
    ])

  func household() throws -> HouseholdFixture {
    let household = try HouseholdFixture()
    #expect(try household.parent("player", "add", "Mia", "--school", "middle").status == 0)
    #expect(try household.parent("player", "add", "Eli", "--school", "primary").status == 0)
    #expect(try household.parent("player", "add", "Noa").status == 0)
    let file = try household.home.write("school.ics", Self.school)
    #expect(try household.parent("calendar", "add", file, "--name", "Maple").status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    return household
  }

  func context(_ household: HouseholdFixture, _ player: String, _ date: String) throws -> [String: Any] {
    let result = try household.player("today", "--player", player, "--date", date, "--format", "json")
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    return try #require(object["context"] as? [String: Any])
  }

  @Test(
    "an early dismissal for elementary: an ordinary school day for middle, a free afternoon for elementary and for no level"
  )
  func earlyDismissal() throws {
    let household = try household()
    let mia = try context(household, "Mia", "2026-11-24")
    #expect(mia["kind"] as? String == "schoolDay")
    #expect(mia["freeAfternoon"] as? Bool == false)
    for name in ["Eli", "Noa"] {
      let context = try context(household, name, "2026-11-24")
      #expect(context["kind"] as? String == "schoolDay", "\(name)")
      #expect(context["freeAfternoon"] as? Bool == true, "\(name)")
    }
    // A closure for grades 6–12: free for Mia and for Noa (no level), school for Eli.
    #expect(try context(household, "Mia", "2026-11-25")["kind"] as? String == "freeDay")
    #expect(try context(household, "Noa", "2026-11-25")["kind"] as? String == "freeDay")
    #expect(try context(household, "Eli", "2026-11-25")["kind"] as? String == "schoolDay")
    // Changed to elementary, Mia's Tuesday is short too; none brings back today's reading.
    #expect(try household.parent("player", "set", "Mia", "--school", "elementary").status == 0)
    #expect(try context(household, "Mia", "2026-11-24")["freeAfternoon"] as? Bool == true)
    #expect(try context(household, "Mia", "2026-11-25")["kind"] as? String == "schoolDay")
    #expect(try household.parent("player", "set", "Mia", "--school", "none").status == 0)
    #expect(try context(household, "Mia", "2026-11-25")["kind"] as? String == "freeDay")
  }

  @Test("explain and preview with --player show which levels counted")
  func explainAndPreview() throws {
    let household = try household()
    let mia = try household.parent("calendar", "explain", "2026-11-24", "--player", "Mia")
    #expect(mia.status == 0, "\(mia.stderr)")
    #expect(mia.stdout.contains("Rule:   schoolEvents"))
    #expect(
      mia.stdout.contains(
        "“Early Dismissal (Elementary)”: for kindergarten and elementary school (“elementary”); Mia is in middle school: not counted"
      ), "\(mia.stdout)")
    let noa = try household.parent("calendar", "explain", "2026-11-24", "--player", "Noa")
    #expect(noa.stdout.contains("Rule:   earlyRelease"))
    #expect(noa.stdout.contains("Noa has no school level"), "\(noa.stdout)")
    let json = try household.parent("calendar", "explain", "2026-11-24", "--player", "Mia", "--format", "json")
    let object = try #require(try parseJSON(json.stdout) as? [String: Any])
    let notes = try #require(object["schoolLevels"] as? [[String: Any]])
    #expect(notes.first?["counted"] as? Bool == false)
    #expect(notes.first?["levels"] as? [String] == ["kindergarten", "elementary"])
    // The household's explain reads every level, as before.
    let everyone = try household.parent("calendar", "explain", "2026-11-24", "--format", "json")
    let whole = try #require(try parseJSON(everyone.stdout) as? [String: Any])
    #expect(whole["freeAfternoon"] as? Bool == true)
    #expect(whole["schoolLevels"] == nil)

    func preview(_ player: String) throws -> [String: [String: Any]] {
      let result = try household.parent(
        "calendar", "preview", "--from", "2026-11-24", "--to", "2026-11-25", "--player", player, "--format", "json")
      #expect(result.status == 0, "\(result.stderr)")
      let days = try #require((try parseJSON(result.stdout) as? [String: Any])?["days"] as? [[String: Any]])
      return Dictionary(uniqueKeysWithValues: days.compactMap { day in (day["date"] as? String).map { ($0, day) } })
    }
    let miaDays = try preview("Mia")
    let eliDays = try preview("Eli")
    #expect(miaDays["2026-11-24"]?["freeAfternoon"] as? Bool == false)
    #expect(eliDays["2026-11-24"]?["freeAfternoon"] as? Bool == true)
    #expect(miaDays["2026-11-25"]?["kind"] as? String == "freeDay")
    #expect(eliDays["2026-11-25"]?["kind"] as? String == "schoolDay")
    let grid = try household.parent(
      "calendar", "preview", "--from", "2026-11-24", "--to", "2026-11-25", "--player", "Mia")
    #expect(grid.stdout.contains("Mia, middle school"), "\(grid.stdout)")
  }

  @Test("player list and status show the level; a bad level is refused naming the choices")
  func listing() throws {
    let household = try household()
    let list = try household.parent("player", "list", "--format", "json")
    let players = try #require(try parseJSON(list.stdout) as? [[String: Any]])
    let levels = Dictionary(
      uniqueKeysWithValues: players.map { ($0["name"] as? String ?? "", $0["school"] as? String) })
    #expect(levels == ["Mia": "middle", "Eli": "elementary", "Noa": nil])
    let text = try household.parent("player", "list").stdout
    #expect(text.contains("SCHOOL"))
    let status = try household.parent("status", "--format", "json")
    let report = try #require(try parseJSON(status.stdout) as? [String: Any])
    let lines = try #require(report["players"] as? [[String: Any]])
    #expect(lines.first { $0["name"] as? String == "Mia" }?["school"] as? String == "middle")
    #expect(try household.parent("status").stdout.contains("Mia: 0 routines · in middle school"))
    let set = try household.parent("player", "set", "Noa", "--school", "high")
    #expect(
      set.stdout
        == "Noa: past times shown once a task has been timed 3 times (auto); cue when the guess is reached on; in high school.\n"
    )
    let before = try household.state()
    for bad in [["player", "set", "Noa", "--school", "university"], ["player", "add", "Zed", "--school", "7"]] {
      let result = try household.parent.run(bad + ["--home", household.home.path])
      #expect(result.status == 64, "\(bad)")
      #expect(result.stderr.contains("is not a school level"), "\(result.stderr)")
    }
    #expect(try household.state() == before)
  }
}
