/// Where output goes: standard output or error in the programs, a byte array or a buffer in tests.
/// The one output abstraction: streamed views, notification sinks and their warnings all write here.
public protocol ByteSink<Failure> {
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
  /// `text` as UTF-8.
  public mutating func write(_ text: String) throws(Failure) { try write(Array(text.utf8)) }
}
