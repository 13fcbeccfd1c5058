import Platform

extension ByteSink {
  /// Hands `buffer` on once it holds a chunk, then empties it (keeping its capacity): output of any
  /// size goes out in a few large writes and never sits in memory whole.
  mutating func writeChunk(_ buffer: inout [UInt8]) throws(Failure) {
    guard buffer.count >= 64 * 1024 else { return }
    try write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
