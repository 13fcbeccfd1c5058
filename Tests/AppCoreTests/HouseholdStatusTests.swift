import AppCore
import Domain
import Settings
import TestSupport
import Testing

/// `tq-parent status`'s own facts, beside what the views test (a flipped "PIN set" survived issue
/// 23's third mutation sample: no test compared it with the settings).
@Suite("The household status")
struct HouseholdStatusTests {
  @Test("\"PIN set\" is what the settings hold: no gate, no PIN; a gate, a PIN")
  func pinSet() throws {
    #expect(try HouseholdStatus(try AppDependencies.test()).report().pinSet == false)
    var settings = AppSettings()
    settings.gate = try ParentGatePIN.make("4721", iterations: 1_000)
    #expect(try HouseholdStatus(try AppDependencies.test(settings: settings)).report().pinSet)
  }
}
