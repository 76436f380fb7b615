# this is the schema of this graph
# Nodes
class Tag():
    def __init__(self,tag_name):
        self.tag_name=tag_name

class player(Tag):
    def __init__(self,vid,name:str,age:int):
        self.vid=vid
        self.name=name
        self.age=age

class team(Tag):
    def __init__(self,vid,name:str):
        self.vid=vid
        self.name=name

class coach(Tag):
    def __init__(self,vid,name:str,since:int):
        self.vid=vid
        self.name=name
        self.since=since

# Edge
class Edge():
    def __init__(self,edge_type_name):
        self.edge_type_name=edge_type_name

class like(Edge):
    def __init__(self,src_vid,dst_vid,likeness:int):
        self.src_vid=src_vid
        self.dst_vid=dst_vid
        self.likeness=likeness

class serve(Edge):
    def __init__(self,src_vid,dst_vid,start_year:int,end_year:int):
        self.src_vid=src_vid
        self.dst_vid=dst_vid
        self.start_year=start_year
        self.end_year=end_year

class coach_of(Edge):
    def __init__(self,src_vid,dst_vid,start_year:int):
        self.src_vid=src_vid
        self.dst_vid=dst_vid
        self.start_year=start_year
