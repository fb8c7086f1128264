extension Gallery { static let compositionalExamples: [Example] = [] }
