import Domain
import Notifications
import Synchronization

/// A notification sink that keeps every delivery, for tests of what was delivered.
public final class RecordingSink: NotificationSink {
  private let state = Mutex<[Delivery]>([])

  public init() {}

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    state.withLock { $0.append(delivery) }
  }

  public var deliveries: [Delivery] { state.withLock { $0 } }
}
