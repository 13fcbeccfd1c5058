import Settings

extension Notifier {
  /// `--network-wait`'s bounds, in seconds: longer than a timer's delivery should hang on a
  /// network that is not coming.
  public static let networkWaitRange = NotificationSettings.networkWaitRange
  /// A laptop woken at 06:45 usually has its network within this.
  public static let defaultNetworkWait = 30

  /// How long a delivery waits for the network: `--network-wait` when given, else the saved
  /// default (`timer install --network-wait`), so that the timer's morning run needs no flag;
  /// else 30 s. Settings that cannot be read never stop a delivery: the default then.
  public func networkWait(given seconds: Int?) -> Duration {
    let saved = (try? dependencies.settings.load().notifications.networkWaitSeconds) ?? nil
    return .seconds(seconds ?? saved ?? Self.defaultNetworkWait)
  }
}
