/// Every case of the corpus; `docs/ios-references.md` lists them with their sources and scores.
enum IOSReferenceCorpus {
    static let all: [IOSReference] = OrangeFlowCases.all + PinnedSquareCases.all + BoxCases.all + FlowRowsCases.all + FlowSubclassCases.all + CompositionalDSLCases.all + NavigationBarCases.all + SpreadRowCases.all + ContentConfigurationListCases.all + EssentialFeedCases.all + AdyenListCases.all + CineasteSettingsCases.all + VitaminSwitchCases.all + PageControlCases.all
}
