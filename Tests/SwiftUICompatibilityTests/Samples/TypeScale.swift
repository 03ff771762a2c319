import Kinema

struct TypeScale: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Headline").font(.headline)
            Text("Body").font(.body)
            Text("Callout").font(.callout).italic()
            Text("Footnote").font(.footnote).underline()
            Text("Caption").font(.caption).fontWeight(.light)
            Text("Deprecated").strikethrough()
        }
    }
}
