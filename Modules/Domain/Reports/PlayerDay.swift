/// What `tq-player today` shows for one player (TodayQuests' answer): the day's context and the
/// quests it leaves visible. With the other reports here, below Presentation, which renders it.
public struct PlayerDay: Sendable {
  public var player: String
  public var context: DayContext
  public var quests: [Routine]

  public init(player: String, context: DayContext, quests: [Routine]) {
    self.player = player
    self.context = context
    self.quests = quests
  }
}
