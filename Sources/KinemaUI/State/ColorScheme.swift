import Foundation
import KinemaRender

/// Whether the screen is light or dark: SwiftUI's `ColorScheme`.
///
/// A terminal host detects it from the terminal's background colour, asked with OSC 11 at start-up
/// (xterm, kitty, WezTerm, foot, iTerm2, GNOME Terminal, Konsole and tmux answer): a background
/// darker than mid-grey (relative luminance below 0.18, a lightness L* of 50) is `.dark`. Without an answer it uses `COLORFGBG` when the terminal
/// sets it, else `.dark`, the background most terminals have. Headless hosts are `.dark` unless a
/// view prefers otherwise. Read it with `@Environment(\.colorScheme)`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark

    /// The scheme of a background of `red`, `green`, `blue` (each 0…1): dark below a relative
    /// luminance of 0.18 (WCAG's weights of the linearised sRGB channels; 0.18 is mid-grey, L* 50). Non-finite channels count
    /// as 0.
    public static func of(backgroundRed red: Double, green: Double, blue: Double) -> ColorScheme {
        func linear(_ channel: Double) -> Double {
            let value = channel.isFinite ? min(max(channel, 0), 1) : 0
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        // 0.5 in perceptual lightness is about 0.18 in luminance (L* = 50).
        return luminance < 0.18 ? .dark : .light
    }

    /// The scheme `COLORFGBG` (`"foreground;background"` palette indices, set by rxvt, Konsole and
    /// others) describes, or `nil` when it is absent or malformed: backgrounds 0–6 and 8 are dark,
    /// 7 and 9–15 light.
    public static func fromColorFGBG(_ value: String?) -> ColorScheme? {
        guard let value, let last = value.split(separator: ";").last, let index = Int(last),
            (0...15).contains(index)
        else { return nil }
        return index == 7 || index >= 9 ? .light : .dark
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.dark
}

private struct HostAppearanceKey: EnvironmentKey {
    static var defaultValue: HostAppearance? { nil }
}

extension EnvironmentValues {
    /// The colour scheme of the screen: detected from the terminal's background, or preferred by a
    /// view (``View/preferredColorScheme(_:)``).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The host's appearance, which `.preferredColorScheme` writes to.
    var hostAppearance: HostAppearance? {
        get { self[HostAppearanceKey.self] }
        set { self[HostAppearanceKey.self] = newValue }
    }
}

/// The colour scheme a host hands its root view: the one a view prefers, else the detected one.
/// The host puts it in the root's environment at its next update after a change.
@MainActor
final class HostAppearance {
    /// What the terminal's background says (`nil` until known).
    var detected: ColorScheme?
    /// Each `.preferredColorScheme` on screen, in the order they were set; the last wins.
    private(set) var preferences: [(token: ObjectIdentifier, scheme: ColorScheme)] = []

    /// The scheme views see.
    var colorScheme: ColorScheme { preferences.last?.scheme ?? detected ?? .dark }

    func prefer(_ scheme: ColorScheme?, by token: AnyObject) {
        let id = ObjectIdentifier(token)
        preferences.removeAll { $0.token == id }
        if let scheme { preferences.append((id, scheme)) }
    }

    func withdraw(_ token: AnyObject) {
        let id = ObjectIdentifier(token)
        preferences.removeAll { $0.token == id }
    }
}

/// A token identifying one `.preferredColorScheme` while it is on screen.
@MainActor
final class PreferenceToken {}

/// The view `.preferredColorScheme(_:)` makes.
public struct _PreferredColorSchemeView<Content: View>: View {
    let content: Content
    let scheme: ColorScheme?
    @Environment(\.hostAppearance) private var appearance
    @State private var token = PreferenceToken()

    /// The content, its preference registered with the host while it is on screen.
    public var body: some View {
        let appearance = appearance
        let token = token
        let scheme = scheme
        return content
            .onAppear { appearance?.prefer(scheme, by: token) }
            .onChange(of: scheme) { appearance?.prefer(scheme, by: token) }
            .onDisappear { appearance?.withdraw(token) }
    }
}

extension View {
    /// Asks the host to show its whole screen in `colorScheme` while this view is on screen (the
    /// last view to ask wins; `nil` withdraws the request): every view's `@Environment(\.colorScheme)`
    /// becomes `colorScheme`. The terminal's own colours cannot be changed: views that choose
    /// colours by scheme follow it, and text in the default colour stays in the terminal's.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> _PreferredColorSchemeView<Self> {
        _PreferredColorSchemeView(content: self, scheme: colorScheme)
    }
}
