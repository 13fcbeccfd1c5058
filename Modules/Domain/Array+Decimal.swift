extension [UInt8] {
  /// Appends `n` in decimal, with zeros in front up to `width` characters: text for output built
  /// as bytes, without a `String` per number.
  public mutating func appendDecimal(_ n: Int, width: Int = 1) {
    guard n >= 0 else {
      // Rare enough to go through String; the zeros still go in front, as `LocalDate` always wrote them.
      let text = String(n).utf8
      append(contentsOf: repeatElement(UInt8(ascii: "0"), count: Swift.max(0, width - text.count)))
      append(contentsOf: text)
      return
    }
    if width == 2, n < 100 {
      // Times and dates are mostly pairs of digits.
      append(UInt8(ascii: "0") + UInt8(n / 10))
      append(UInt8(ascii: "0") + UInt8(n % 10))
      return
    }
    var digits = 1
    var scale = 1
    while scale <= n / 10 {
      scale *= 10
      digits += 1
    }
    for _ in digits..<Swift.max(width, digits) { append(UInt8(ascii: "0")) }
    var rest = n
    while scale > 0 {
      append(UInt8(ascii: "0") + UInt8(rest / scale))
      rest %= scale
      scale /= 10
    }
  }
}
