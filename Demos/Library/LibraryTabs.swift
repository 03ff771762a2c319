import Kinema

/// The app's two tabs, Books and Saved, over one shelf of saved books. ← and → switch tabs (the
/// list takes ↑ and ↓), or click a tab in the bar; q quits from either tab.
struct LibraryTabs: View {
    enum Tab: Hashable {
        case books, saved
    }

    let catalog: Catalog
    @State private var shelf = Shelf()
    @State private var tab = Tab.books
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TabView(selection: $tab) {
            LibraryView(catalog: catalog)
                .tabItem { Label("Books", systemImage: "books.vertical") }
                .tag(Tab.books)
            SavedView()
                .tabItem { Label("Saved", systemImage: "heart") }
                .tag(Tab.saved)
        }
        .environment(shelf)
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}
