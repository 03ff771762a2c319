extension ColorProfile {
    /// `color` as this profile can show it: the nearest palette colour (by a perceptually weighted
    /// RGB distance) when 24-bit or 256 colours are not available, the default when none are.
    /// Terminal colours are opaque, so the opacity is dropped (the rasteriser composites
    /// translucent colours before they reach cells).
    public func downgrade(_ color: Color) -> Color {
        let color = color.opaque
        switch (self, color.kind) {
        case (_, .default), (.trueColor, _): return color
        case (.noColor, _): return .default
        case (.ansi256, .indexed): return color
        case (.ansi256, .rgb(let red, let green, let blue)):
            return .indexed(ColorProfile.nearest256(red, green, blue))
        case (.ansi16, .indexed(let index)) where index < 16: return color
        case (.ansi16, _):
            let rgb = color.rgb!
            return .indexed(ColorProfile.nearestNamed(rgb.red, rgb.green, rgb.blue))
        }
    }

    /// `style` with both colours downgraded.
    public func downgrade(_ style: Style) -> Style {
        if self == .trueColor && style.foreground.isOpaque && style.background.isOpaque { return style }
        return Style(
            foreground: downgrade(style.foreground), background: downgrade(style.background),
            attributes: style.attributes)
    }

    /// The closer of the nearest 6×6×6 cube colour and the nearest grey (indices 16–255; the 16
    /// named colours are avoided because themes redefine them).
    static func nearest256(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        func level(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
        }
        let (r, g, b) = (level(red), level(green), level(blue))
        let cube = UInt8(16 + 36 * r + 6 * g + b)
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = UInt8(232 + min(greyStep, 23))
        let target = (red, green, blue)
        return distance(Color.paletteRGB(grey), target) < distance(Color.paletteRGB(cube), target)
            ? grey : cube
    }

    static func nearestNamed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        var best: UInt8 = 0
        var bestDistance = Int.max
        for index in 0..<16 {
            let d = distance(Color.namedRGB[index], (red, green, blue))
            if d < bestDistance {
                bestDistance = d
                best = UInt8(index)
            }
        }
        return best
    }

    /// Squared RGB distance weighted by how sensitive the eye is to each channel ("redmean").
    static func distance(_ a: Color.RGB, _ b: (UInt8, UInt8, UInt8)) -> Int {
        let meanRed = (Int(a.red) + Int(b.0)) / 2
        let dr = Int(a.red) - Int(b.0)
        let dg = Int(a.green) - Int(b.1)
        let db = Int(a.blue) - Int(b.2)
        // Parenthesised: in Swift `>>` binds tighter than `*`.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }
}
