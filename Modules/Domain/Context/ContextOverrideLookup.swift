/// The parent's overrides that apply to one player: their own before the household's.
///
/// When several of the same standing cover a date, the narrowest range wins (a single date inside
/// a holiday range), and among equals the one listed last (the most recent).
struct OverrideLookup: Sendable {
  let own: [DayOverride]
  let household: [DayOverride]

  init(_ overrides: [DayOverride], player: String?) {
    own = player.map { name in overrides.filter { $0.player == name } } ?? []
    household = overrides.filter { $0.player == nil }
  }

  func override(on date: LocalDate) -> DayOverride? {
    Self.best(own, on: date) ?? Self.best(household, on: date)
  }

  private static func best(_ overrides: [DayOverride], on date: LocalDate) -> DayOverride? {
    var best: DayOverride?
    for override in overrides where override.covers(date) {
      if let current = best, current.from.days(to: current.through) < override.from.days(to: override.through) {
        continue
      }
      best = override
    }
    return best
  }
}
