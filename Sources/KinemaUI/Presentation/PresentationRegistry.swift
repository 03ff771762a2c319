/// The sheets and covers each host is presenting, to enforce one presentation per level.
///
/// A terminal has one window and SwiftUI presents one sheet per presenter at a time: a second
/// `.sheet` turned on at the same level while one is shown is refused (SwiftUI logs "Currently, only
/// presenting a single sheet is supported" and shows nothing). Sheets presented from inside a sheet
/// stack on it (level + 1).
@MainActor
enum PresentationRegistry {
    private static var lastToken = 0

    static func makeToken() -> Int {
        lastToken += 1
        return lastToken
    }

    /// Claims the next level for `token` in the host doing the current work if it is free (`level`
    /// presentations are up). Outside any host's work there is nothing to coordinate: it succeeds.
    static func claim(_ token: Int, level: Int) -> Bool {
        guard let runtime = currentHostRuntime else { return true }
        if runtime.presentationClaims.contains(token) { return true }
        guard runtime.presentationClaims.count == level else { return false }
        runtime.presentationClaims.append(token)
        return true
    }

    /// Releases `token`'s claim (its sheet went away).
    static func release(_ token: Int) {
        currentHostRuntime?.presentationClaims.removeAll { $0 == token }
    }
}

extension EnvironmentValues {
    /// How many sheets the views are inside (0 outside any).
    var presentationLevel: Int {
        get { self[PresentationLevelKey.self] }
        set { self[PresentationLevelKey.self] = newValue }
    }

    /// The sheet the views are in, for `.presentationDetents` and its siblings.
    var sheetModel: SheetModel? {
        get { self[SheetModelKey.self] }
        set { self[SheetModelKey.self] = newValue }
    }
}

private struct PresentationLevelKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct SheetModelKey: EnvironmentKey {
    static let defaultValue: SheetModel? = nil
}
