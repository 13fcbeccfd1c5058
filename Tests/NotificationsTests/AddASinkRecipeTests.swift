import Domain
import Notifications
import Platform
import Presentation
import Testing

/// docs/recipes/add-a-sink.md done once: a sink of its own, registered by name with one line, found
/// by that name and delivering. A real one lives in Modules/Notifications and is registered in
/// `NotificationSinks.standard(output:)` or `NotificationSinks.live(environment:processes:)`.
struct ChipSink: NotificationSink {
  let output: TextOutput

  func deliver(_ delivery: Delivery) async throws(NotificationError) {
    var output = output
    // The words come from the delivery; calendar text is made safe for a terminal before it is shown.
    output.write(TerminalText.printable(delivery.chip) + "\n")
  }
}

@Suite("The add-a-sink recipe")
struct AddASinkRecipeTests {
  @Test("a sink registered with one line is listed, found by name, and delivers through its output")
  func registeredSinkDelivers() async throws {
    let buffer = Buffer()
    let sinks = NotificationSinks.standard(output: buffer).registering("chip", ChipSink(output: buffer))
    #expect(sinks.names == ["stdout", "json", "waybar", "chip"])
    try await sinks.sink(named: "chip").deliver(Delivery(context: SinkTests.winterBreak, relative: .tomorrow))
    #expect(buffer.contents == "Free day tomorrow · Winter Break\n")
  }
}
