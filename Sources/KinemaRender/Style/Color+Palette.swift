extension Color {
    /// An sRGB triple of bytes.
    public typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    /// The colour as sRGB bytes (whatever its opacity), or `nil` for ``default`` (whose value only
    /// the terminal knows).
    ///
    /// Indexed colours resolve through xterm's default palette; a themed terminal may show the 16
    /// named colours differently, which is why blending prefers 24-bit colours.
    public var rgb: RGB? {
        switch kind {
        case .default: return nil
        case .rgb(let red, let green, let blue): return (red, green, blue)
        case .indexed(let index): return Color.paletteRGB(index)
        }
    }

    /// The sRGB components in 0…1, or `nil` for ``default``; the inverse of
    /// `init(_:red:green:blue:opacity:)`, for making colours animatable.
    public var components: (red: Double, green: Double, blue: Double)? {
        rgb.map { (Double($0.red) / 255, Double($0.green) / 255, Double($0.blue) / 255) }
    }

    /// This colour moved toward `other` by `fraction` (0 = self, 1 = other), interpolated in sRGB
    /// (opacity too).
    ///
    /// When either colour is ``default`` there is nothing to interpolate: the result switches from
    /// self to `other` at the halfway point. NaN counts as 0.
    public func mixed(with other: Color, by fraction: Double) -> Color {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        guard let from = rgb, let to = other.rgb else { return t < 0.5 ? self : other }
        func lerp(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        let mixed = Color.rgb(
            red: lerp(from.red, to.red), green: lerp(from.green, to.green),
            blue: lerp(from.blue, to.blue))
        guard transparency != 0 || other.transparency != 0 else { return mixed }
        return Color(packed: mixed.packed, transparency: 255 - lerp(255 - transparency, 255 - other.transparency))
    }

    /// xterm's default values for the 16 named colours.
    static let namedRGB: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each axis of the 6×6×6 cube (indices 16–231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    static func paletteRGB(_ index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return namedRGB[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }
}
