extension FrameEncoder {
    /// Makes the terminal's pen `style` with one SGR sequence: the delta from the current pen or a
    /// reset followed by `style`'s parts, whichever is shorter (a reset when the pen is unknown).
    mutating func setPen(_ style: Style, into output: inout [UInt8], frame: inout FrameStatistics) {
        if pen == style { return }
        resetParameters.removeAll(keepingCapacity: true)
        resetParameters.append(UInt8(ascii: "0"))
        FrameEncoder.appendParameters(of: style, from: .plain, into: &resetParameters)
        var chosen = resetParameters
        if let pen {
            deltaParameters.removeAll(keepingCapacity: true)
            FrameEncoder.appendParameters(of: style, from: pen, into: &deltaParameters)
            if deltaParameters.count < resetParameters.count { chosen = deltaParameters }
        }
        output.append(ControlSequence.escape)
        output.append(ControlSequence.leftBracket)
        output.append(contentsOf: chosen)
        output.append(UInt8(ascii: "m"))
        pen = style
        frame.styleChanges += 1
    }

    /// Appends `;`-separated SGR parameters that turn `pen` into `style`.
    static func appendParameters(of style: Style, from pen: Style, into parameters: inout [UInt8]) {
        let removed = pen.attributes.subtracting(style.attributes)
        var added = style.attributes.subtracting(pen.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            // SGR 22 clears bold and dim together; whichever stays is set again.
            appendParameter(22, to: &parameters)
            added.formUnion(style.attributes.intersection([.bold, .dim]))
        }
        for (attribute, off) in switchesOff where removed.contains(attribute) {
            appendParameter(off, to: &parameters)
        }
        for (attribute, on) in switchesOn where added.contains(attribute) {
            appendParameter(on, to: &parameters)
        }
        if style.foreground != pen.foreground {
            appendColor(style.foreground, base: 30, to: &parameters)
        }
        if style.background != pen.background {
            appendColor(style.background, base: 40, to: &parameters)
        }
    }

    /// SGR parameters that turn an attribute off (bold and dim share 22, handled separately).
    static let switchesOff: [(TextAttributes, Int)] = [(.italic, 23), (.underline, 24), (.inverse, 27), (.strikethrough, 29)]
    /// SGR parameters that turn an attribute on.
    static let switchesOn: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7), (.strikethrough, 9),
    ]

    /// `39`/`49`, `30+n`/`40+n`, `90+n`/`100+n`, `38;5;n`/`48;5;n` or `38;2;r;g;b`/`48;2;r;g;b`.
    static func appendColor(_ color: Color, base: Int, to parameters: inout [UInt8]) {
        switch color.kind {
        case .default:
            appendParameter(base + 9, to: &parameters)
        case .indexed(let index) where index < 8:
            appendParameter(base + Int(index), to: &parameters)
        case .indexed(let index) where index < 16:
            appendParameter(base + 60 + Int(index) - 8, to: &parameters)
        case .indexed(let index):
            appendParameter(base + 8, to: &parameters)
            appendParameter(5, to: &parameters)
            appendParameter(Int(index), to: &parameters)
        case .rgb(let red, let green, let blue):
            appendParameter(base + 8, to: &parameters)
            appendParameter(2, to: &parameters)
            appendParameter(Int(red), to: &parameters)
            appendParameter(Int(green), to: &parameters)
            appendParameter(Int(blue), to: &parameters)
        }
    }

    @inline(__always)
    static func appendParameter(_ value: Int, to parameters: inout [UInt8]) {
        if !parameters.isEmpty { parameters.append(UInt8(ascii: ";")) }
        ControlSequence.appendDecimal(value, to: &parameters)
    }
}
