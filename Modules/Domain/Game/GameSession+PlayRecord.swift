extension GameSession {
  /// A session from a play in the older form backups carry: every task timed, the game finished,
  /// each estimate's minutes as `minutes × 60` seconds.
  /// - Parameter date: the local date of `record.playedAt` in the household's time zone (the
  ///   record keeps only the instant).
  public init(_ record: PlayRecord, date: LocalDate) {
    self.init(
      player: record.player, routine: record.routine, date: date, startedAt: record.playedAt, finished: true,
      tasks: record.tasks.map {
        TaskPlay(name: $0.name, guessSeconds: $0.estimateMinutes * 60, actualSeconds: $0.actualSeconds)
      })
  }

  /// The session in the older form backups carry. That form has no skipped tasks and whole-minute
  /// estimates, so it loses detail: skipped tasks are left out, and each guess becomes the nearest
  /// whole minute (at least 1 for any guess, so a 20 s guess is not read back as none).
  public var playRecord: PlayRecord {
    PlayRecord(
      player: player, routine: routine, playedAt: startedAt,
      tasks: tasks.compactMap { task in
        task.actualSeconds.map {
          PlayRecord.TaskResult(
            name: task.name, estimateMinutes: Self.wholeMinutes(task.guessSeconds), actualSeconds: $0)
        }
      })
  }

  static func wholeMinutes(_ seconds: Int) -> Int {
    guard seconds > 0 else { return 0 }
    return max(1, (seconds + 30) / 60)
  }
}
