extension GameSession {
  /// A session from a play in the older form backups of versions 1–3 carry: every task timed, the
  /// game finished, each estimate's minutes as `minutes × 60` seconds.
  /// - Parameter date: the local date of `record.playedAt` in the household's time zone (the
  ///   record keeps only the instant).
  public init(_ record: PlayRecord, date: LocalDate) {
    self.init(
      player: record.player, routine: record.routine, date: date, startedAt: record.playedAt, finished: true,
      tasks: record.tasks.map {
        // Saturating: an import checks the minutes first, but this must not trap on any value.
        let (seconds, overflow) = $0.estimateMinutes.multipliedReportingOverflow(by: 60)
        return TaskPlay(
          name: $0.name, guessSeconds: overflow ? ($0.estimateMinutes < 0 ? Int.min : Int.max) : seconds,
          actualSeconds: $0.actualSeconds)
      })
  }
}
