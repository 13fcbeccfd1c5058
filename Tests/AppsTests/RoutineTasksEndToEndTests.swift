import Foundation
import TestSupport
import Testing

/// `routine edit` one task at a time (issue 26), the whole-list `--task` that asks before it drops
/// tasks, and `routine show`'s next 14 days.
@Suite("Routine tasks and outlook, end to end")
struct RoutineTasksEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture.seeded()
  }

  func tasks(_ name: String) throws -> [String] {
    let tasks = try #require(try household.routineJSON(name)["tasks"] as? [[String: Any]])
    return tasks.map { "\($0["name"] as? String ?? "?")=\($0["minutes"] as? Int ?? -1)" }
  }

  @Test("several per-task flags apply in the order typed, in one change")
  func inOrder() throws {
    let edited = try household.parent(
      "routine", "edit", "School morning", "--add-task", "Pack bag=4m", "--at", "2",
      "--rename-task", "Brush teeth=Teeth", "--set-minutes", "Teeth=2m", "--move-task", "Teeth", "--to", "1",
      "--remove-task", "get dressed", "--set-minutes", "2=20")
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try tasks("School morning") == ["Teeth=2", "Pack bag=20", "Breakfast=15"])
    #expect(edited.stdout.contains("Renamed Brush teeth to Teeth"))
    // The same flags in another order mean another list: the order is the one typed.
    let again = try household.parent(
      "routine", "edit", "Slow morning", "--move-task", "2", "--to", "1", "--add-task", "Juice=2m", "--at", "1")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try tasks("Slow morning") == ["Juice=2", "Pancakes=25", "Make bed=5"])
  }

  @Test("an edit that fails leaves every earlier one unwritten, with its exit code and a near name")
  func atomic() throws {
    let before = try household.state()
    let unknown = try household.parent(
      "routine", "edit", "School morning", "--add-task", "Pack bag=4m", "--remove-task", "Breakfst")
    #expect(unknown.status == 65)
    #expect(
      unknown.stderr.hasPrefix("tq-parent: routine 'School morning' has no task 'Breakfst' (did you mean 'Breakfast'?)")
    )
    #expect(try household.state() == before)

    for (arguments, named) in [
      (["--add-task", "Pack bag=4m", "--at", "9"], "--at 9"),
      (["--move-task", "Breakfast"], "--to"),
      (["--at", "1", "--add-task", "Pack bag=4m"], "--at 1"),
      (["--set-minutes", "Breakfast=0"], "--set-minutes"),
      (["--rename-task", "Breakfast"], "--rename-task"),
      (["--add-task", "Pack bag"], "--add-task"),
      (["--task", "Toast=3m", "--set-minutes", "Breakfast=20"], "--set-minutes"),
    ] {
      let refused = try household.parent.run(
        ["routine", "edit", "School morning"] + arguments + ["--home", household.home.path])
      #expect(refused.status == 64, "\(arguments): \(refused.stderr)")
      #expect(refused.stderr.hasPrefix("tq-parent: "), "\(refused.stderr)")
      #expect(refused.stderr.contains(named), "\(arguments): \(refused.stderr)")
      #expect(try household.state() == before)
    }
    let clash = try household.parent("routine", "edit", "School morning", "--rename-task", "Breakfast=breakfast")
    #expect(clash.status == 0, "renaming a task to its own name in another case: \(clash.stderr)")
    let duplicate = try household.parent("routine", "edit", "School morning", "--rename-task", "Breakfast=Brush Teeth")
    #expect(duplicate.status == 65)
    #expect(duplicate.stderr.contains("already has a task named 'Brush Teeth'"))
    let last = try household.parent("routine", "edit", "Violin", "--remove-task", "Scales")
    #expect(last.status == 65)
    #expect(last.stderr.contains("no tasks left"))
  }

  @Test("a renamed task keeps its games: history and past times follow it; another routine's are untouched")
  func historyFollows() throws {
    let played = try household.player.run(
      ["play", "Bedtime", "--player", "Leo", "--home", household.home.path], stdin: "3\n\n")
    #expect(played.status == 0, "\(played.stderr)")
    #expect(
      try household.parent("routine", "add", "Swim", "--player", "Leo", "--days", "sat", "--task", "Bath=5m").status
        == 0)
    let swim = try household.player.run(
      ["play", "Swim", "--player", "Leo", "--any", "--home", household.home.path], stdin: "2\n\n")
    #expect(swim.status == 0, "\(swim.stderr)")

    let renamed = try household.parent(
      "routine", "edit", "Bedtime", "--rename-task", "Bath=Shower", "--move-task", "Shower", "--to", "2")
    #expect(renamed.status == 0, "\(renamed.stderr)")
    let history = try household.player("history", "--player", "Leo", "--format", "json")
    let sessions = try #require((try parseJSON(history.stdout) as? [String: Any])?["sessions"] as? [[String: Any]])
    let names = sessions.map { session in
      "\(session["routine"] as? String ?? "?"): "
        + ((session["tasks"] as? [[String: Any]]) ?? []).map { $0["name"] as? String ?? "?" }.joined(separator: ",")
    }
    #expect(names.sorted() == ["Bedtime: Shower", "Swim: Bath"])
  }

  @Test("a routine renamed with --name keeps its games: history --routine NEW and the report show them")
  func routineRenameKeepsHistory() throws {
    let played = try household.player.run(
      ["play", "Bedtime", "--player", "Leo", "--home", household.home.path], stdin: "3\n\n")
    #expect(played.status == 0, "\(played.stderr)")
    let renamed = try household.parent("routine", "edit", "bedtime", "--name", "Night routine")
    #expect(renamed.status == 0, "\(renamed.stderr)")

    let history = try household.player("history", "--player", "Leo", "--routine", "Night routine", "--format", "json")
    #expect(history.status == 0, "\(history.stderr)")
    let sessions = try #require((try parseJSON(history.stdout) as? [String: Any])?["sessions"] as? [[String: Any]])
    #expect(sessions.map { $0["routine"] as? String } == ["Night routine"])
    let report = try household.parent("report", "--player", "Leo", "--format", "json")
    #expect(report.status == 0, "\(report.stderr)")
    let players = try #require((try parseJSON(report.stdout) as? [String: Any])?["players"] as? [[String: Any]])
    let routines = (players.first?["routines"] as? [[String: Any]]) ?? []
    let withGames = routines.filter { ($0["sessions"] as? Int ?? 0) > 0 }.map { $0["routine"] as? String }
    #expect(withGames == ["Night routine"], "\(report.stdout)")
  }

  @Test("--task that drops tasks asks; without a terminal it is 64 naming --yes and the per-task flags")
  func wholeListTrap() throws {
    let before = try household.state()
    let refused = try household.parent("routine", "edit", "School morning", "--task", "Breakfast=20m")
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("from 3 tasks (Get dressed, Breakfast, Brush teeth) to 1 (Breakfast)"))
    #expect(refused.stderr.contains("--yes"))
    #expect(refused.stderr.contains("--set-minutes"))
    #expect(try household.state() == before)

    let reordered = try household.parent(
      "routine", "edit", "School morning", "--task", "Breakfast=15m", "--task", "Get dressed=5m", "--task",
      "Brush teeth=4m")
    #expect(reordered.status == 0, "a list that keeps every task asks nothing: \(reordered.stderr)")
    #expect(try tasks("School morning") == ["Breakfast=15", "Get dressed=5", "Brush teeth=4"])

    let replaced = try household.parent("routine", "edit", "School morning", "--task", "Breakfast=20m", "--yes")
    #expect(replaced.status == 0, "\(replaced.stderr)")
    #expect(replaced.stdout.contains("no longer in the routine: Get dressed, Brush teeth"))
    #expect(try tasks("School morning") == ["Breakfast=20"])
  }

  @Test("show: the tasks, their total, and the next 14 days with why a day is hidden (reading off)")
  func outlookReadingOff() throws {
    let object = try household.routineJSON("School morning")
    #expect(object["totalMinutes"] as? Int == 23)
    #expect(object["calendarReading"] as? Bool == false)
    #expect(object["modeHasEffect"] as? Bool == false)
    let days = try #require(object["next"] as? [[String: Any]])
    #expect(days.count == 14)
    let hidden = days.filter { $0["shown"] as? Bool == false }
    #expect(hidden.count == 4, "a fortnight has four weekend days")
    #expect(hidden.allSatisfy { $0["reason"] as? String == "not one of its days" })
    #expect(
      days.filter { $0["shown"] as? Bool == true }.allSatisfy {
        $0["reason"] as? String == "weekday rules alone: calendar reading is off"
      })
    let text = try household.parent("routine", "show", "School morning")
    #expect(text.stdout.contains("Total:  23 min"))
    #expect(text.stdout.contains("Note:   calendar reading is off, so weekday rules alone decide its days"))
    #expect(text.stdout.contains("Next 14 days: shown on 10"))
    #expect(!(try household.parent("routine", "show", "Violin")).stdout.contains("Note:"))
  }

  @Test("add and edit with --mode say that weekday rules alone decide while reading is off")
  func modeNote() throws {
    let added = try household.parent(
      "routine", "add", "Park", "--player", "Leo", "--days", "weekends", "--mode", "free-day", "--task", "Run=30m")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      added.stdout.contains("Note: calendar reading is off, so weekday rules alone decide its days; the free-day mode"))
    let always = try household.parent("routine", "edit", "Park", "--mode", "always")
    #expect(!always.stdout.contains("Note:"))
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let on = try household.parent("routine", "edit", "Park", "--mode", "school-day")
    #expect(on.status == 0, "\(on.stderr)")
    #expect(!on.stdout.contains("Note:"))
  }

  @Test("show with reading on: a weekday the calendar makes free hides a school-day routine, saying why")
  func outlookReadingOn() throws {
    // The programs run in UTC: the first Wednesday after today, whenever the test runs.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let today = calendar.startOfDay(for: Date())
    let offset = (1...7).first {
      calendar.component(.weekday, from: today.addingTimeInterval(Double($0) * 86400)) == 4
    }!
    let day = today.addingTimeInterval(Double(offset) * 86400)
    let format = DateFormatter()
    format.timeZone = calendar.timeZone
    format.dateFormat = "yyyyMMdd"
    let file = try household.home.write(
      "school.ics",
      ICS.calendar(
        "Maple", [ICS.allDay("No School", format.string(from: day), format.string(from: day.addingTimeInterval(86400)))]
      ))
    #expect(try household.parent("calendar", "add", file, "--name", "Maple").status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let object = try household.routineJSON("School morning")
    #expect(object["calendarReading"] as? Bool == true)
    #expect(object["modeHasEffect"] as? Bool == true)
    let days = try #require(object["next"] as? [[String: Any]])
    let free = days[offset]
    #expect(free["shown"] as? Bool == false)
    #expect(free["day"] as? String == "freeDay")
    #expect((free["reason"] as? String)?.hasPrefix("a free day") == true, "\(free)")
    #expect(!(try household.parent("routine", "show", "School morning")).stdout.contains("Note:"))
  }
}
