import Domain
import Settings

/// Days the parent decides by hand (a snow day, a trip), for the household or one player.
extension CalendarAdmin {
  public func addOverride(_ range: String, kind: DayOverride.Kind, note: String?, player: String?) throws -> DayOverride
  {
    let (from, through) = try Self.parseRange(range)
    let note = try note.map { try StoredText.validate($0, as: .note) }
    let resolvedPlayer = try player.map { try Household(dependencies).resolvePlayer($0) }
    let override = DayOverride(from: from, through: through, kind: kind, note: note, player: resolvedPlayer)
    try dependencies.settings.update { settings in
      // A new override for exactly the same dates and player replaces the old one.
      settings.calendar.overrides.removeAll {
        $0.from == from && $0.through == through && $0.player == resolvedPlayer
      }
      settings.calendar.overrides.append(override)
    }
    return override
  }

  /// Removes the overrides covering `date` (for the player, or the household's when none is given).
  public func removeOverride(covering text: String, player: String?) throws -> [DayOverride] {
    guard let date = LocalDate(text) else { throw AppError.invalidDate(text) }
    let resolvedPlayer = try player.map { try Household(dependencies).resolvePlayer($0) }
    var removed: [DayOverride] = []
    try dependencies.settings.update { settings in
      removed = settings.calendar.overrides.filter { $0.covers(date) && $0.player == resolvedPlayer }
      guard !removed.isEmpty else { throw CalendarAdminError.noOverride(date: date, player: resolvedPlayer) }
      settings.calendar.overrides.removeAll { $0.covers(date) && $0.player == resolvedPlayer }
    }
    return removed
  }

  public func overrides() throws -> [DayOverride] {
    try settings().overrides.sorted { ($0.from, $0.player ?? "") < ($1.from, $1.player ?? "") }
  }

  /// `2026-12-21` or `2026-12-21..2027-01-01`.
  public static func parseRange(_ text: String) throws -> (LocalDate, LocalDate) {
    let parts = text.components(separatedBy: "..")
    guard parts.count <= 2, let from = LocalDate(parts[0]) else { throw AppError.invalidDate(text) }
    guard parts.count == 2 else { return (from, from) }
    guard let through = LocalDate(parts[1]) else { throw AppError.invalidDate(text) }
    guard from <= through else { throw AppError.invalidRange(from: from, to: through) }
    return (from, through)
  }
}
