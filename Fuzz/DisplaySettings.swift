// Decode-then-display of settings (see DisplayEverything.swift), shared by the settings target,
// which compiles the Settings sources into itself, and the backup target, which imports them.
import Domain
import Presentation

#if BACKUP_FUZZ
  import Settings
#endif

/// The settings' views: `status`'s sources, `calendar override list`, `calendar keywords list`.
func displaySettings(_ settings: AppSettings) {
  let calendar = settings.calendar
  sink(OverridesView.text(calendar.overrides))
  sink(OverridesView.json(calendar.overrides).serialized())
  let entries = KeywordCatalog.effective(for: calendar.rules.keywords)
  for style in [TerminalStyle(colors: false), TerminalStyle(colors: true)] {
    sink(KeywordsView.text(entries, preferences: calendar.rules.keywords, style: style))
  }
  sink(KeywordsView.json(entries).serialized())
  let status = HouseholdReport(
    players: [], calendarReading: calendar.enabled, sources: calendar.sources, pinSet: settings.gate != nil,
    settingsFile: "s", databaseFile: "d", stateFolder: "f")
  sink(HouseholdStatusView.text(status, style: TerminalStyle(colors: false)))
  sink(HouseholdStatusView.json(status).serialized())
}
