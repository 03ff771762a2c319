import KinemaRender

extension VirtualTerminal {
    mutating func csi(privateMarker: UInt8?, _ parameters: [Int?], intermediates: [UInt8], final: UInt8) {
        func parameter(_ index: Int, default value: Int) -> Int {
            index < parameters.count ? (parameters[index] ?? value) : value
        }
        let count = max(parameter(0, default: 1), 1)
        if let privateMarker {
            setPrivateModes(privateMarker, parameters, final: final)
            return
        }
        guard intermediates.isEmpty else {
            unrecognized.append("CSI \(parameters) \(String(decoding: intermediates + [final], as: UTF8.self))")
            return
        }
        let maxX = screen.width - 1
        let maxY = screen.height - 1
        switch Character(Unicode.Scalar(final)) {
        case "H", "f": moveTo(x: parameter(1, default: 1) - 1, y: parameter(0, default: 1) - 1)
        case "G", "`": moveTo(x: count - 1, y: cursorY)
        case "d": moveTo(x: cursorX, y: count - 1)
        case "A": moveTo(x: cursorX, y: max(cursorY - count, 0))
        case "B": moveTo(x: cursorX, y: min(cursorY + count, maxY))
        case "C": moveTo(x: min(cursorX + count, maxX), y: cursorY)
        case "D": moveTo(x: max(cursorX - count, 0), y: cursorY)
        case "E": moveTo(x: 0, y: min(cursorY + count, maxY))
        case "F": moveTo(x: 0, y: max(cursorY - count, 0))
        case "X": erase(columns: cursorX..<(cursorX + count), row: cursorY)
        case "K": eraseInLine(parameter(0, default: 0))
        case "J": eraseInDisplay(parameter(0, default: 0))
        case "b":
            if let lastPrinted { for _ in 0..<count { print(lastPrinted) } }
        case "m": selectGraphicRendition(parameters.isEmpty ? [nil] : parameters)
        default:
            unrecognized.append("CSI \(parameters) \(String(decoding: [final], as: UTF8.self))")
        }
    }

    mutating func moveTo(x: Int, y: Int) {
        cursorX = min(max(x, 0), screen.width - 1)
        cursorY = min(max(y, 0), screen.height - 1)
        pendingWrap = false
    }

    mutating func setPrivateModes(_ marker: UInt8, _ parameters: [Int?], final: UInt8) {
        guard marker == UInt8(ascii: "?"), final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else {
            unrecognized.append("CSI \(Character(Unicode.Scalar(marker))) \(parameters) \(Character(Unicode.Scalar(final)))")
            return
        }
        for mode in parameters.compactMap({ $0 }) {
            privateModes[mode] = final == UInt8(ascii: "h")
            if mode == 2026 && final == UInt8(ascii: "h") { synchronizedUpdates += 1 }
        }
    }

    mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: erase(columns: cursorX..<screen.width, row: cursorY)
        case 1: erase(columns: 0..<(cursorX + 1), row: cursorY)
        default: erase(columns: 0..<screen.width, row: cursorY)
        }
    }

    mutating func eraseInDisplay(_ mode: Int) {
        let rows: Range<Int>
        switch mode {
        case 0:
            eraseInLine(0)
            rows = (cursorY + 1)..<screen.height
        case 1:
            eraseInLine(1)
            rows = 0..<cursorY
        case 2: rows = 0..<screen.height
        default: return
        }
        for y in rows { erase(columns: 0..<screen.width, row: y) }
    }

    mutating func selectGraphicRendition(_ parameters: [Int?]) {
        var index = 0
        func next() -> Int? {
            index += 1
            return index < parameters.count ? parameters[index] : nil
        }
        while index < parameters.count {
            let value = parameters[index] ?? 0
            switch value {
            case 0: pen = .plain
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.inverse)
            case 9: pen.attributes.insert(.strikethrough)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 27: pen.attributes.remove(.inverse)
            case 29: pen.attributes.remove(.strikethrough)
            case 30...37: pen.foreground = .indexed(UInt8(value - 30))
            case 39: pen.foreground = .default
            case 40...47: pen.background = .indexed(UInt8(value - 40))
            case 49: pen.background = .default
            case 90...97: pen.foreground = .indexed(UInt8(value - 90 + 8))
            case 100...107: pen.background = .indexed(UInt8(value - 100 + 8))
            case 38, 48:
                let color = extendedColor(next)
                if value == 38 { pen.foreground = color ?? pen.foreground } else { pen.background = color ?? pen.background }
            default: unrecognized.append("SGR \(value)")
            }
            index += 1
        }
    }

    private mutating func extendedColor(_ next: () -> Int?) -> Color? {
        switch next() {
        case 5:
            guard let index = next(), (0...255).contains(index) else { break }
            return .indexed(UInt8(index))
        case 2:
            guard let r = next(), let g = next(), let b = next(),
                [r, g, b].allSatisfy({ (0...255).contains($0) })
            else { break }
            return .rgb(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
        default: break
        }
        unrecognized.append("SGR malformed extended colour")
        return nil
    }
}
