import Domain
import Platform
import Presentation

/// A passive sentence on standard output: "Monday 2026-11-23: School day."; for a Polybar
/// `custom/script` module (`polybar`), the same line with Polybar's format tags escaped.
public struct TextSink: NotificationSink {
  let output: TextOutput
  let polybar: Bool

  public init(output: TextOutput, polybar: Bool = false) {
    self.output = output
    self.polybar = polybar
  }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    var output = output
    output.write(
      polybar
        ? NotificationView.polybar(delivery.sentence, player: delivery.player)
        : NotificationView.line(delivery.sentence, player: delivery.player))
  }
}

/// The contract's context object on one line.
public struct JSONSink: NotificationSink {
  let output: TextOutput

  public init(output: TextOutput) { self.output = output }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    var output = output
    if let start = delivery.start {
      output.write(
        NotificationView.json(start, date: delivery.context.date, player: delivery.player, text: delivery.sentence))
      return
    }
    output.write(NotificationView.json(delivery.context, relative: delivery.relative))
  }
}

/// A Waybar custom module: `{"text","tooltip","class","alt"}` on one line.
public struct WaybarSink: NotificationSink {
  let output: TextOutput

  public init(output: TextOutput) { self.output = output }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    var output = output
    output.write(
      NotificationView.waybar(
        delivery.context, chip: delivery.chip, sentence: delivery.sentence, start: delivery.start != nil))
  }
}
