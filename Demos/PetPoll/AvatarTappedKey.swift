import Kinema

/// Whether the selection in this transaction came from tapping an avatar (rather than from code).
struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    /// Set by a tap on an avatar; avatars pick a livelier spring for taps.
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}
