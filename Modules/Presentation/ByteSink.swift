/// Where streamed output goes: standard output in the apps, a byte array in tests.
public protocol ByteSink {
  associatedtype Failure: Error
  /// Takes all of `bytes`, after everything written before.
  /// - Throws: when they cannot be delivered; writers stop at the first failure.
  mutating func write(_ bytes: [UInt8]) throws(Failure)
}

extension [UInt8]: ByteSink {
  public typealias Failure = Never
  public mutating func write(_ bytes: [UInt8]) { append(contentsOf: bytes) }
}

extension ByteSink {
  /// Hands `buffer` on once it holds a chunk, then empties it (keeping its capacity): output of any
  /// size goes out in a few large writes and never sits in memory whole.
  mutating func writeChunk(_ buffer: inout [UInt8]) throws(Failure) {
    guard buffer.count >= 64 * 1024 else { return }
    try write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
