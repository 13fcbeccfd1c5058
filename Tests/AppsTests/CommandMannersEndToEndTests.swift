import Foundation
import TestSupport
import Testing

/// The three programs' manners (issue 26): "did you mean" for a mistyped subcommand or name, one
/// error style, a single-value option given twice refused, and `tq-notify is --tomorrow`.
@Suite("Did you mean, one error style, repeated options, end to end")
struct CommandMannersEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture.seeded()
  }

  @Test("a mistyped subcommand names the nearest one, in each program, with 64")
  func mistypedSubcommand() throws {
    let cases: [(Executable.Result, String)] = [
      (try household.player("todya"), "tq-player: 'todya' is not a tq-player command: did you mean 'today'?"),
      (try household.notify("timr", "status"), "tq-notify: 'timr' is not a tq-notify command: did you mean 'timer'?"),
      (
        try household.parent("calendar", "holidys"),
        "tq-parent: 'holidys' is not a tq-parent calendar command: did you mean 'holidays'?"
      ),
      (
        try household.parent("rutine", "list"),
        "tq-parent: 'rutine' is not a tq-parent command: did you mean 'routine'?"
      ),
    ]
    for (result, message) in cases {
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }
    // Nothing near: argument-parser's own message, in the programs' style.
    let far = try household.parent("zzzzzz")
    #expect(far.status == 64)
    #expect(far.stderr.hasPrefix("tq-parent: "), "\(far.stderr)")
    #expect(!far.stderr.contains("did you mean"))
  }

  @Test("a mistyped player, routine or calendar name names the nearest one")
  func mistypedNames() throws {
    let today = try household.player("today", "--player", "Mya")
    #expect(today.status == 65)
    #expect(today.stderr.hasPrefix("tq-player: no player named 'Mya' (did you mean 'Maya'?)"), "\(today.stderr)")
    let list = try household.parent("routine", "list", "--player", "mya")
    #expect(list.stderr.contains("(did you mean 'Maya'?)"), "\(list.stderr)")
    let play = try household.player.run(
      ["play", "Violn", "--player", "Maya", "--home", household.home.path], stdin: "")
    #expect(play.status != 0)
    #expect(play.stderr.contains("no routine named 'Violn' (did you mean 'Violin'?)"), "\(play.stderr)")
    let show = try household.parent("routine", "show", "violn")
    #expect(show.status == 65)
    #expect(show.stderr.hasPrefix("tq-parent: no routine named 'violn' (did you mean 'Violin'?)"), "\(show.stderr)")
    let file = try household.home.write(
      "school.ics", ICS.calendar("Maple", [ICS.allDay("Fair", "20261124", "20261125")]))
    #expect(try household.parent("calendar", "add", file, "--name", "Maple").status == 0)
    let region = try household.parent("calendar", "remove", "Mapel")
    #expect(region.status == 65, "\(region.stderr)")
    #expect(
      region.stderr.contains("(did you mean 'maple'?)") || region.stderr.contains("(did you mean 'Maple'?)"),
      "\(region.stderr)")
  }

  @Test("an option that takes one value, given twice, is refused with 64 naming it; nothing runs")
  func repeatedOption() throws {
    let before = try household.state()
    let today = try household.player("today", "--player", "Maya", "--player=Leo")
    #expect(today.status == 64)
    #expect(
      today.stderr.hasPrefix("tq-player: --player takes one value and was given 2 ('Maya', 'Leo')"), "\(today.stderr)")
    let edit = try household.parent("routine", "edit", "Violin", "--days", "mon", "--days", "tue")
    #expect(edit.status == 64)
    #expect(edit.stderr.contains("--days takes one value"), "\(edit.stderr)")
    #expect(try household.state() == before)
    // A repeatable option stays repeatable.
    let add = try household.parent(
      "routine", "add", "Lunch", "--player", "Leo", "--days", "daily", "--task", "Eat=10m", "--task", "Tidy=5m")
    #expect(add.status == 0, "\(add.stderr)")
  }

  @Test("argument-parser's own errors read 'tq-parent: …' like every other")
  func errorStyle() throws {
    let missing = try household.parent("routine", "add", "Lunch")
    #expect(missing.status == 64)
    #expect(missing.stderr.hasPrefix("tq-parent: Missing expected argument"), "\(missing.stderr)")
    let unknown = try household.notify("--pigeon")
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("tq-notify: Unknown option '--pigeon'"), "\(unknown.stderr)")
  }

  @Test("tq-notify is --tomorrow asks of the day after")
  func isTomorrow() throws {
    // 2026-11-25 is a Wednesday without school; the Tuesday before is not free.
    let file = try household.home.write(
      "school.ics", ICS.calendar("Maple", [ICS.allDay("No School", "20261125", "20261126")]))
    #expect(try household.parent("calendar", "add", file, "--name", "Maple").status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    #expect(try household.notify("is", "free-day", "--date", "2026-11-24", "--tomorrow").status == 0)
    #expect(try household.notify("is", "free-day", "--date", "2026-11-24").status == 1)
    #expect(try household.notify("is", "free-day", "--date", "2026-11-25").status == 0)
  }
}
