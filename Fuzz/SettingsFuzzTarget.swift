// libFuzzer entry for the settings decoder (settings.json, also the `settings` of every backup),
// compiled by Scripts/fuzz.sh with the Settings and Storage sources. Whatever the bytes, decoding
// either fails with an error or gives settings that encode and decode back to the same value:
// nothing a hand-edited or hostile file holds may crash a program or change on the next save.
// Settings that decode are then shown by every view that shows them (DisplaySettings.swift).
import Domain
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  guard let settings = try? JSONDecoder().decode(AppSettings.self, from: bytes) else { return 0 }
  guard let encoded = try? JSONEncoder().encode(settings) else {
    fatalError("decoded settings could not be encoded again")
  }
  guard let again = try? JSONDecoder().decode(AppSettings.self, from: encoded) else {
    fatalError("settings written by this version could not be read back: \(String(decoding: encoded, as: UTF8.self))")
  }
  if again != settings { fatalError("settings changed on a round trip") }
  displaySettings(settings)
  return 0
}
