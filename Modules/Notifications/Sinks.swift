import Domain

/// A passive sentence on standard output: "Monday 2026-11-23: School day."
public struct TextSink: NotificationSink {
  let output: any TextOutput

  public init(output: any TextOutput) { self.output = output }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    var line = ContextMessage.sentence(for: delivery.context)
    if let player = delivery.player { line = "\(player) · \(line)" }
    output.write(line + "\n")
  }
}

/// The contract's context object on one line.
public struct JSONSink: NotificationSink {
  let output: any TextOutput

  public init(output: any TextOutput) { self.output = output }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    output.write(delivery.context.json.serialized() + "\n")
  }
}

/// A Waybar custom module: `{"text","tooltip","class","alt"}` on one line.
public struct WaybarSink: NotificationSink {
  let output: any TextOutput

  public init(output: any TextOutput) { self.output = output }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    let context = delivery.context
    let tooltip = ContextMessage.sentence(for: context)
    let value = JSONValue.object([
      ("text", .string(ContextMessage.chip(for: context))),
      ("tooltip", .string(tooltip)),
      ("class", .string(context.freeAfternoon ? "freeAfternoon" : context.kind.rawValue)),
      ("alt", .string(context.kind.rawValue)),
    ])
    output.write(value.serialized() + "\n")
  }
}
