extension FrameEncoder {
    /// Makes the terminal's pen `style` with one SGR sequence: the delta from the current pen or a
    /// reset followed by `style`'s parts, whichever is shorter (a reset when the pen is unknown).
    ///
    /// Both candidates are measured first and only the shorter one is written, straight into
    /// `output` (a hot path: a frame of changing colours sets the pen for most cells it writes).
    mutating func setPen(_ style: Style, into output: inout [UInt8], frame: inout FrameStatistics) {
        if pen == style { return }
        let reset = FrameEncoder.parametersLength(of: style, from: .plain)
        // "0" and then each parameter after a ";".
        let resetCost = 1 + reset.characters + reset.count
        var sequence = ByteRun()
        sequence.append(ControlSequence.escape)
        sequence.append(ControlSequence.leftBracket)
        if let pen, FrameEncoder.parametersLength(of: style, from: pen).cost < resetCost {
            FrameEncoder.appendParameters(of: style, from: pen, into: &sequence, afterOthers: false)
        } else {
            sequence.append(UInt8(ascii: "0"))
            FrameEncoder.appendParameters(of: style, from: .plain, into: &sequence, afterOthers: true)
        }
        sequence.append(UInt8(ascii: "m"))
        sequence.write(to: &output)
        pen = style
        frame.styleChanges += 1
    }

    /// Appends `;`-separated SGR parameters that turn `pen` into `style`; with `afterOthers`, the
    /// first is preceded by a `;` too.
    static func appendParameters(
        of style: Style, from pen: Style, into parameters: inout ByteRun, afterOthers: Bool = false
    ) {
        var first = !afterOthers
        if style.attributes != pen.attributes {
            let removed = pen.attributes.subtracting(style.attributes)
            var added = style.attributes.subtracting(pen.attributes)
            if !removed.isDisjoint(with: [.bold, .dim]) {
                // SGR 22 clears bold and dim together; whichever stays is set again.
                appendParameter(22, first: &first, to: &parameters)
                added.formUnion(style.attributes.intersection([.bold, .dim]))
            }
            for (attribute, off) in switchesOff where removed.contains(attribute) {
                appendParameter(off, first: &first, to: &parameters)
            }
            for (attribute, on) in switchesOn where added.contains(attribute) {
                appendParameter(on, first: &first, to: &parameters)
            }
        }
        if style.foreground != pen.foreground {
            appendColor(style.foreground, base: 30, first: &first, to: &parameters)
        }
        if style.background != pen.background {
            appendColor(style.background, base: 40, first: &first, to: &parameters)
        }
    }

    /// What ``appendParameters(of:from:into:afterOthers:)`` would write: how many parameters,
    /// their digits, and the bytes of the whole list (digits plus separators).
    static func parametersLength(of style: Style, from pen: Style) -> (count: Int, characters: Int, cost: Int) {
        var count = 0
        var characters = 0
        func add(_ value: Int) {
            count += 1
            characters += ControlSequence.digits(value)
        }
        // Colour-only changes (the common case in a frame of shapes) skip the attribute tables.
        if style.attributes != pen.attributes {
            let removed = pen.attributes.subtracting(style.attributes)
            var added = style.attributes.subtracting(pen.attributes)
            if !removed.isDisjoint(with: [.bold, .dim]) {
                add(22)
                added.formUnion(style.attributes.intersection([.bold, .dim]))
            }
            for (attribute, off) in switchesOff where removed.contains(attribute) { add(off) }
            for (attribute, on) in switchesOn where added.contains(attribute) { add(on) }
        }
        func addColor(_ color: Color, base: Int) {
            switch color.kind {
            case .default: add(base + 9)
            case .indexed(let index) where index < 8: add(base + Int(index))
            case .indexed(let index) where index < 16: add(base + 60 + Int(index) - 8)
            case .indexed(let index):
                add(base + 8)
                add(5)
                add(Int(index))
            case .rgb(let red, let green, let blue):
                add(base + 8)
                add(2)
                add(Int(red))
                add(Int(green))
                add(Int(blue))
            }
        }
        if style.foreground != pen.foreground { addColor(style.foreground, base: 30) }
        if style.background != pen.background { addColor(style.background, base: 40) }
        return (count, characters, characters + max(count - 1, 0))
    }

    /// SGR parameters that turn an attribute off (bold and dim share 22, handled separately).
    static let switchesOff: [(TextAttributes, Int)] = [(.italic, 23), (.underline, 24), (.inverse, 27), (.strikethrough, 29)]
    /// SGR parameters that turn an attribute on.
    static let switchesOn: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7), (.strikethrough, 9),
    ]

    /// `39`/`49`, `30+n`/`40+n`, `90+n`/`100+n`, `38;5;n`/`48;5;n` or `38;2;r;g;b`/`48;2;r;g;b`.
    static func appendColor(_ color: Color, base: Int, first: inout Bool, to parameters: inout ByteRun) {
        switch color.kind {
        case .default:
            appendParameter(base + 9, first: &first, to: &parameters)
        case .indexed(let index) where index < 8:
            appendParameter(base + Int(index), first: &first, to: &parameters)
        case .indexed(let index) where index < 16:
            appendParameter(base + 60 + Int(index) - 8, first: &first, to: &parameters)
        case .indexed(let index):
            appendParameter(base + 8, first: &first, to: &parameters)
            appendParameter(5, first: &first, to: &parameters)
            appendParameter(Int(index), first: &first, to: &parameters)
        case .rgb(let red, let green, let blue):
            appendParameter(base + 8, first: &first, to: &parameters)
            appendParameter(2, first: &first, to: &parameters)
            appendParameter(Int(red), first: &first, to: &parameters)
            appendParameter(Int(green), first: &first, to: &parameters)
            appendParameter(Int(blue), first: &first, to: &parameters)
        }
    }

    @inline(__always)
    static func appendParameter(_ value: Int, first: inout Bool, to parameters: inout ByteRun) {
        if !first { parameters.append(UInt8(ascii: ";")) }
        first = false
        parameters.appendDecimal(value)
    }
}
