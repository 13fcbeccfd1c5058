// Decode-then-display, shared by the settings and backup fuzz targets (Scripts/fuzz.sh): whatever
// a file decodes to is shown by every view a read command shows it with (history, stats, report
// in text, JSON and HTML, player and routine lists, status, overrides, keywords), in colour and
// without, as AppCore assembles them. A trap anywhere here is a crash of that command on a file a
// parent could be handed. Issue 23: a guess of 2^62 s decoded fine and then crashed the bands.
import Domain
import Foundation
import Presentation

/// The day the views are drawn on, fixed so a crash replays.
let fuzzToday = LocalDate(year: 2026, month: 11, day: 25)!

/// Every read command's views of a household, as read back.
func displayHousehold(players: [Player], routines: [Routine], sessions: [GameSession]) {
  let styles = [TerminalStyle(colors: false), TerminalStyle(colors: true, unicode: false)]
  var counts: [String: Int] = [:]
  for routine in routines { counts[routine.player, default: 0] += 1 }
  for style in styles {
    sink(PlayersView.text(players, routineCounts: counts, style: style))
    sink(RoutineView.list(routines, style: style))
    for routine in routines { sink(RoutineView.show(routine, style: style)) }
    sink(HistoryView.text(sessions, style: style))
  }
  sink(PlayersView.json(players, routineCounts: counts).pretty())
  for routine in routines { sink(RoutineView.json(routine).serialized()) }
  sink(HistoryView.json(sessions).pretty())
  let status = HouseholdReport(
    players: players.map { player in
      HouseholdReport.PlayerLine(
        name: player.name, routines: routines.filter { $0.player == player.name }.map(\.name), school: player.school)
    }, calendarReading: false, sources: [], pinSet: false, settingsFile: "s", databaseFile: "d", stateFolder: "f")
  for style in styles { sink(HouseholdStatusView.text(status, style: style)) }
  sink(HouseholdStatusView.json(status).serialized())

  // `tq-player stats`: each player's routines, with a streak over the year before today.
  var entries: [GameStatsReport.Entry] = []
  var reports: [ProgressReport.Player] = []
  for player in players {
    let own = sessions.filter { $0.player == player.name }
    let theirs = routines.filter { $0.player == player.name }
    guard let first = own.map(\.date).min() else { continue }
    let start = max(fuzzToday.adding(days: -364), first)
    func streak(_ name: String) -> Streak? {
      guard let routine = theirs.first(where: { $0.name == name }), start <= fuzzToday else { return nil }
      return Streak(played: Streak.playedDates(own, routine: name), from: start, today: fuzzToday) {
        QuestVisibility.isVisible(routine, on: $0, context: .unknown)
      }
    }
    for statistics in GameStatistics.routines(own) {
      entries.append(GameStatsReport.Entry(statistics: statistics, streak: streak(statistics.routine)))
    }
    // `tq-parent report`: the eight weeks up to the player's last game, as `--to` would make it.
    let through = own.map(\.date).max() ?? fuzzToday
    let from = through.adding(days: -55)
    let window = own.filter { from <= $0.date && $0.date <= through }
    reports.append(
      ProgressReport.Player(
        name: player.name, sessions: window, routinesOnFile: theirs.map(\.name),
        streak: { from <= fuzzToday ? streak($0) : nil }))
  }
  let stats = GameStatsReport(today: fuzzToday, players: players.map(\.name), entries: entries)
  for style in styles { sink(StatsView.text(stats, style: style)) }
  sink(StatsView.json(stats).pretty())
  let dates = sessions.map(\.date)
  let through = dates.max() ?? fuzzToday
  let report = ProgressReport(
    from: through.adding(days: -55), through: through, today: fuzzToday, players: reports)
  for style in styles { sink(ReportView.text(report, style: style)) }
  sink(ReportView.json(report).pretty())
  sink(ReportHTML.render(report, generatedOn: fuzzToday))
}

/// Keeps the optimiser from dropping a view: its length is folded into a value nobody reads.
nonisolated(unsafe) var displayed = 0
func sink(_ text: String) { displayed &+= text.utf8.count }
