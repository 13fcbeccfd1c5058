// libFuzzer entry for the backup decoder (what `tq-parent import` reads), compiled by
// Scripts/fuzz.sh with AppCore's backup files and the Persistence sources. Whatever the bytes,
// decoding either fails with a `BackupError` (typed: the decoder throws nothing else) or gives a
// document that writes and reads back to the same document, written as the same bytes: a backup
// that imports must export again unchanged, and nothing a damaged or hostile file holds may crash.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let document: BackupDocument
  do {
    document = try BackupDocument.decode(bytes, source: "fuzz", timeZone: TimeZone(identifier: "UTC")!)
  } catch {
    // `error` is a BackupError by the decoder's typed throws; its message must be printable.
    _ = error.description
    return 0
  }
  guard let encoded = try? document.encoded() else { fatalError("a decoded backup could not be written again") }
  let again: BackupDocument
  do {
    again = try BackupDocument.decode(encoded, source: "fuzz", timeZone: TimeZone(identifier: "UTC")!)
  } catch {
    fatalError("a backup written by this version could not be read back (\(error)): \(String(decoding: encoded, as: UTF8.self))")
  }
  if again != document { fatalError("a backup changed on a round trip: \(String(decoding: encoded, as: UTF8.self))") }
  guard let twice = try? again.encoded(), twice == encoded else { fatalError("a backup was written as other bytes") }
  return 0
}
